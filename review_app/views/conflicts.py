"""Conflicts: filters, both sides' quotes highlighted in their paragraphs, and the editor's decisions (written
with kg.decisions.DecisionLog, the same log as `loregraph resolve` / `loregraph undo`)."""
from __future__ import annotations

from pathlib import Path

import streamlit as st

from review_app import state
from review_app.derive import DECISIONS, STATUS_ORDER, SEVERITY_ORDER, evidence_excerpt, evidence_sides, \
    filter_conflicts
from review_app.views.common import e, evidence_block, excerpt_html, severity_badge, status_badge

PAGE = 20


def _flash(kind: str, msg: str) -> None:
    st.session_state.setdefault("flash", []).append((kind, msg))


def _current(path: str, cid: str):
    store = Path(state.locate(path))
    rep = state.overlaid(path, state.stamp(store / "report.json"), state.stamp(store / "decisions.jsonl"))
    return next((c for c in rep.conflicts if c.id == cid), None) if rep else None


def record(path: str, cid: str, decision: str, lang: str) -> None:
    """Button callback: one decision line in BOOK/.loregraph/decisions.jsonl (kg.decisions.DecisionLog.decide)."""
    from kg.decisions import DecisionLog
    from review_app.i18n import Translator

    t = Translator(lang)
    c = _current(path, cid)
    if c is None:
        _flash("err", t("cf.failed", why=f"{cid}: not in the stored review"))
        return
    note = str(st.session_state.get(f"note-{cid}", "") or "").strip()
    try:
        rec = DecisionLog(Path(state.locate(path))).decide(c, decision, by=st.session_state.get("editor") or None,
                                                            note=note)
    except (OSError, TimeoutError, ValueError) as ex:
        _flash("err", t("cf.failed", why=str(ex)))
        return
    st.session_state[f"note-{cid}"] = ""
    msg = t("cf.recorded", id=cid, decision=t.status(rec.decision.value))
    if decision in ("accepted_change", "kept_original"):
        msg += " " + t("cf.rereview")
    _flash("ok", msg)


def take_back(path: str, cid: str, lang: str) -> None:
    from kg.decisions import DecisionLog
    from review_app.i18n import Translator

    t = Translator(lang)
    try:
        DecisionLog(Path(state.locate(path))).undo(cid, by=st.session_state.get("editor") or None)
    except (KeyError, OSError, TimeoutError) as ex:
        _flash("err", t("cf.failed", why=str(ex)))
        return
    _flash("ok", t("cf.undone", id=cid))


def _filters(ctx, conflicts):
    t, n = ctx.t, ctx.n_chapters
    kinds = sorted({c.kind for c in conflicts})
    ents = sorted({x for c in conflicts for x in c.entities})
    # defaults go into session state before the widgets exist (a ?chapter=N link narrows the range)
    if "f_chapters" not in st.session_state and n > 1:
        lo, hi = 1, n
        try:
            ch = int(ctx.params.get("chapter") or 0)
            if 1 <= ch <= n:
                lo = hi = ch
        except ValueError:
            pass
        st.session_state["f_chapters"] = (lo, hi)
    if "f_chapters" in st.session_state and n > 1:
        lo, hi = st.session_state["f_chapters"]
        st.session_state["f_chapters"] = (max(1, min(lo, n)), max(1, min(hi, n)))
    if st.session_state.get("f_entity") not in ("", None, *ents):
        st.session_state["f_entity"] = ""
    c1, c2, c3, c4 = st.columns([3, 2, 3, 2])
    f_kind = c1.multiselect(t("cf.kind"), kinds, key="f_kind", format_func=t.kind, placeholder=t("cf.all"))
    f_sev = c2.multiselect(t("cf.severity"), [s for s in SEVERITY_ORDER], key="f_sev", format_func=t.severity,
                           placeholder=t("cf.all"))
    f_status = c3.multiselect(t("cf.status"), list(STATUS_ORDER), key="f_status", format_func=t.status,
                              placeholder=t("cf.all"))
    f_entity = c4.selectbox(t("cf.entity"), [""] + ents, key="f_entity",
                            format_func=lambda x: x or t("cf.all"))
    rng = None
    if n > 1:
        rng = st.slider(t("cf.chapters"), 1, n, key="f_chapters")
    return filter_conflicts(conflicts, kinds=f_kind, severities=f_sev, statuses=f_status, entity=f_entity or None,
                            chapters=tuple(rng) if rng else None)


def _header(t, c, titles) -> str:
    ch = t("cf.ch", n=c.chapter) + (f" · {titles[c.chapter]}" if titles.get(c.chapter) else "")
    ents = " · ".join(e(x) for x in c.entities)
    return (f'<div>{severity_badge(t, c.severity.value)}{status_badge(t, c.status.value)}'
            f'<span class="lg-kind">{e(t.kind(c.kind))}</span> <span class="lg-meta">· {e(ch)}'
            f'{" · " + ents if ents else ""}</span> <span class="lg-id">{e(c.id)} · {e(c.rule)}</span></div>'
            f'<div class="lg-msg">{e(c.message)}</div>')


def _evidence(t, c, texts, titles, root) -> list[str]:
    out = []
    for role, evs in evidence_sides(c):
        blocks = []
        for ev in evs:
            ex = evidence_excerpt(ev, texts, root)
            if ev.chapter == 0:
                head = t("cf.bible") + (f" · {ev.source}" if ev.source else "")
            else:
                head = t("cf.ch", n=ev.chapter) + (f" · {titles[ev.chapter]}" if titles.get(ev.chapter) else "")
            blocks.append(evidence_block(head, excerpt_html(ex, role), role, "" if ex.exact else t("cf.moved")))
        title = t(f"cf.{role}") if role in ("established", "conflicting", "context") else role
        out.append(f'<div class="lg-side">{e(title)}</div>' + "".join(blocks))
    return out


def render_conflict(ctx, c, texts, titles, root) -> None:
    t = ctx.t
    with st.container(border=True, key=f"conflict-{c.id}"):
        st.html(_header(t, c, titles))
        sides = _evidence(t, c, texts, titles, root)
        for col, html in zip(st.columns(len(sides)) if sides else [], sides):
            with col:
                st.html(html)
        if c.decision is not None:
            d = c.decision
            line = t("cf.decided", decision=t.status(d.decision.value), by=d.by or "?",
                     at=(d.at or "")[:16].replace("T", " "))
            st.html(f'<div class="lg-meta">✔ {e(line)}{(" — " + e(d.note)) if d.note else ""}</div>')
        reopened = c.detail.get("reopened") if isinstance(c.detail, dict) else None
        if reopened:
            st.warning(t("cf.reopened", previous=t.status(str(reopened.get("previous")))))
        st.text_input(t("cf.note"), key=f"note-{c.id}", label_visibility="collapsed", placeholder=t("cf.note"))
        cols = st.columns(5)
        for col, d in zip(cols, DECISIONS):
            col.button(t.status(d), key=f"dec-{d}-{c.id}", help=t(f"dec.{d}"), width="stretch",
                       type="primary" if c.status.value == d else "secondary",
                       on_click=record, args=(ctx.path, c.id, d, t.lang))
        if c.status.value != "open" and not c.detail.get("inline_waiver"):  # a marker in the text is not undone here
            cols[4].button(t("cf.undo"), key=f"undo-{c.id}", width="stretch", icon=":material/undo:",
                           on_click=take_back, args=(ctx.path, c.id, t.lang))


def render(ctx) -> None:
    t, rep = ctx.t, ctx.report
    st.header(f"{rep.book.title} · {t('view.conflicts')}")
    shown = _filters(ctx, rep.conflicts)
    total = len(rep.conflicts)
    if not shown:
        st.caption(t("cf.shown", n=0, total=total))
        st.info(t("cf.none"))
        return
    pages = (len(shown) + PAGE - 1) // PAGE
    page = 1
    if pages > 1:
        if st.session_state.get("cf_page", 1) > pages:
            st.session_state["cf_page"] = 1
        page = int(st.number_input(t("cf.page"), 1, pages, key="cf_page", step=1))
    lo = (page - 1) * PAGE
    part = shown[lo:lo + PAGE]
    st.caption(t("cf.shown", n=len(shown), total=total) + (f" · {lo + 1}–{lo + len(part)}" if pages > 1 else ""))
    book = ctx.book()
    texts = {c.index: c.text for c in book.chapters}
    titles = {c.index: c.title for c in book.chapters}
    root = book.root if book.root.is_dir() else None
    for c in part:
        render_conflict(ctx, c, texts, titles, root)
