"""Overview: counts by kind, severity and status; a per-chapter strip showing where the problems are."""
from __future__ import annotations

from urllib.parse import urlencode

import streamlit as st

from review_app.derive import chapter_strip, counts
from review_app.views.common import SEV_COLOURS, e, table


def _count_table(title: str, data: dict[str, int], label) -> str:
    top = max(data.values(), default=1) or 1
    rows = [[e(label(k)), f'<span class="lg-bar" style="width:{max(4, int(90 * v / top))}px"></span>', str(v)]
            for k, v in data.items()]
    return table([title, "", "#"], rows, raw=True, numeric=[2])


def strip_html(cells, t) -> str:
    out = []
    for c in cells:
        cls = c.worst or ("decided" if c.total else "none")
        tip = [t("cf.ch", n=c.chapter) + (f" · {c.title}" if c.title else "")]
        if c.total:
            tip.append(f"{t('ov.open')}: {c.open} / {c.total}")
            tip += [f"{t.kind(k)}: {n}" for k, n in sorted(c.kinds.items())]
        href = "?" + urlencode({"view": "conflicts", "chapter": c.chapter})
        inner = f'<span class="n">{c.chapter}</span><b>{c.open if c.open else ("✓" if c.total else "")}</b>'
        out.append(f'<a class="lg-cell {cls}" href="{e(href)}" target="_self" title="{e(chr(10).join(tip))}" '
                   f'data-chapter="{c.chapter}" data-open="{c.open}">{inner}</a>')
    return f'<div class="lg-strip">{"".join(out)}</div>'


def legend_html(t) -> str:
    items = [(SEV_COLOURS["error"], t.severity("error")), (SEV_COLOURS["warning"], t.severity("warning")),
             (SEV_COLOURS["info"], t.severity("info")), ("#81c784", t("ov.legend.decided")),
             ("rgba(128,128,128,.25)", t("ov.legend.none"))]
    return '<div class="lg-legend">' + "".join(f'<span><i style="background:{c}"></i>{e(lbl)}</span>'
                                                 for c, lbl in items) + "</div>"


def render(ctx) -> None:
    t, rep = ctx.t, ctx.report
    cs = rep.conflicts
    st.header(f"{rep.book.title} · {t('view.overview')}")
    n_open = sum(1 for c in cs if c.status.value == "open")
    cols = st.columns(4)
    cols[0].metric(t("ov.conflicts"), len(cs))
    cols[1].metric(t("ov.open"), n_open)
    cols[2].metric(t("ov.decided"), len(cs) - n_open)
    cols[3].metric(t("ov.errors"), sum(1 for c in cs if c.status.value == "open" and c.severity.value == "error"))
    s = rep.stats
    st.caption(t("ov.stats", facts=s.get("facts", 0), entities=s.get("entities", 0),
                 chars=s.get("characters_of_text", 0)))
    if not cs:
        st.info(t("ov.none"))
    cnt = counts(cs)
    c1, c2, c3 = st.columns(3)
    with c1:
        st.html(_count_table(t("ov.by_kind"), cnt["kind"], t.kind))
    with c2:
        st.html(_count_table(t("ov.by_severity"), cnt["severity"], t.severity))
    with c3:
        st.html(_count_table(t("ov.by_status"), cnt["status"], t.status))
    st.markdown(f"**{t('ov.strip')}**")
    st.html(strip_html(chapter_strip(cs, ctx.n_chapters, ctx.titles()), t) + legend_html(t))
