"""HTML pieces the views share (rendered with st.html: sanitized, no script, nothing fetched from the network)."""
from __future__ import annotations

from html import escape
from typing import Iterable

from review_app.derive import Excerpt

SEV_COLOURS = {"error": "#c62828", "warning": "#e65100", "info": "#1565c0"}
DECIDED_COLOUR = "#2e7d32"
POLARITY_COLOURS = {"positive": "#2e7d32", "negative": "#c62828"}
REVERSAL_COLOUR = "#ff8f00"

CSS = """
<style>
.lg-badge{display:inline-block;padding:1px 9px;border-radius:10px;font-size:.78rem;font-weight:600;color:#fff;
  margin-right:6px;white-space:nowrap;line-height:1.6}
.lg-sev-error{background:#c62828}.lg-sev-warning{background:#e65100}.lg-sev-info{background:#1565c0}
.lg-st-open{background:transparent;color:inherit;border:1px solid rgba(128,128,128,.7)}
.lg-st-decided{background:#2e7d32}
.lg-kind{font-weight:600}
.lg-meta{opacity:.75;font-size:.85rem}
.lg-id{font-family:ui-monospace,Menlo,monospace;font-size:.8rem;opacity:.7}
.lg-msg{margin:.35rem 0 .2rem 0}
.lg-ev{border-left:4px solid #999;padding:.35rem .7rem;margin:.3rem 0;border-radius:4px;background:rgba(128,128,128,.07)}
.lg-ev-established{border-color:#1565c0}.lg-ev-conflicting{border-color:#c62828}.lg-ev-context{border-color:#888}
.lg-ev-head{font-size:.78rem;opacity:.8;margin-bottom:.15rem;font-weight:600}
.lg-ev-text{line-height:1.75;font-size:.95rem}
mark.lg-m{color:#111;padding:1px 2px;border-radius:3px;font-weight:600}
mark.lg-m-established{background:#bbdefb}mark.lg-m-conflicting{background:#ffcdd2}mark.lg-m-context{background:#e0e0e0}
.lg-side{font-size:.8rem;font-weight:700;text-transform:uppercase;letter-spacing:.04em;opacity:.75;margin-top:.3rem}
.lg-strip{display:grid;grid-template-columns:repeat(auto-fill,minmax(30px,1fr));gap:3px;margin:.3rem 0 .6rem 0}
.lg-cell{display:flex;flex-direction:column;align-items:center;justify-content:center;height:38px;border-radius:4px;
  font-size:.7rem;text-decoration:none!important;color:#fff!important;background:#cfd8dc;line-height:1.1}
.lg-cell .n{font-size:.62rem;opacity:.85}.lg-cell b{font-size:.8rem}
.lg-cell.none{color:#455a64!important;background:rgba(128,128,128,.18)}
.lg-cell.decided{background:#81c784}
.lg-cell.error{background:#c62828}.lg-cell.warning{background:#ef6c00}.lg-cell.info{background:#1e88e5}
.lg-legend span{display:inline-block;margin-right:14px;font-size:.8rem}
.lg-legend i{display:inline-block;width:12px;height:12px;border-radius:2px;margin-right:4px;vertical-align:-1px}
table.lg-t{border-collapse:collapse;width:100%;font-size:.88rem;margin-bottom:.6rem}
table.lg-t th{text-align:left;font-weight:600;border-bottom:2px solid rgba(128,128,128,.4);padding:4px 6px}
table.lg-t td{border-bottom:1px solid rgba(128,128,128,.2);padding:4px 6px;vertical-align:top}
table.lg-t td.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
.lg-bar{display:inline-block;height:8px;border-radius:2px;background:#90a4ae;vertical-align:middle}
.lg-q{opacity:.85}
.lg-pos{color:#2e7d32;font-weight:600}.lg-neg{color:#c62828;font-weight:600}
.lg-rev{background:#ffe0b2;color:#111;border-radius:3px;padding:0 4px;font-weight:600}
.lg-cur{background:rgba(46,125,50,.15)}
</style>
"""


def e(s: object) -> str:
    return escape(str(s), quote=True)


def badge(text: str, cls: str) -> str:
    return f'<span class="lg-badge {cls}">{e(text)}</span>'


def severity_badge(t, sev: str) -> str:
    return badge(t.severity(sev), f"lg-sev-{sev}")


def status_badge(t, status: str) -> str:
    return badge(t.status(status), "lg-st-open" if status == "open" else "lg-st-decided")


def excerpt_html(ex: Excerpt, role: str) -> str:
    left = "…" if ex.clipped_left else ""
    right = "…" if ex.clipped_right else ""
    return (f'{left}{e(ex.before)}<mark class="lg-m lg-m-{e(role)}">{e(ex.hit)}</mark>{e(ex.after)}{right}')


def evidence_block(head: str, body_html: str, role: str, note: str = "") -> str:
    extra = f' <span class="lg-meta">{e(note)}</span>' if note else ""
    return (f'<div class="lg-ev lg-ev-{e(role)}"><div class="lg-ev-head">{e(head)}{extra}</div>'
            f'<div class="lg-ev-text">{body_html}</div></div>')


def table(headers: Iterable[str], rows: Iterable[Iterable[str]], raw: bool = False, numeric: Iterable[int] = (),
          row_classes: Iterable[str] | None = None) -> str:
    """An HTML table; cells are escaped unless `raw` (then they are trusted HTML built with e())."""
    num = set(numeric)
    head = "".join(f"<th>{e(h)}</th>" for h in headers)
    body = []
    classes = list(row_classes) if row_classes is not None else None
    for i, r in enumerate(rows):
        cells = "".join(f'<td{" class=num" if j in num else ""}>{c if raw else e(c)}</td>' for j, c in enumerate(r))
        cls = f' class="{e(classes[i])}"' if classes and classes[i] else ""
        body.append(f"<tr{cls}>{cells}</tr>")
    return f'<table class="lg-t"><thead><tr>{head}</tr></thead><tbody>{"".join(body)}</tbody></table>'


def source_label(t, x: dict, short: bool = False) -> str:
    """`Bible · bible/characters/x.md` (`Bible · x.md` when short) or `Ch. 7`."""
    if x.get("chapter", 0) == 0:
        if not x.get("source"):
            return t("cf.bible")
        return f"{t('cf.bible')} · {x['source'].rsplit('/', 1)[-1] if short else x['source']}"
    return t("cf.ch", n=x["chapter"])
