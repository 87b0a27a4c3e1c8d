"""Characters: a profile per character (baseline, state over chapters, relations over chapters), each line with
its source (chapter + quote)."""
from __future__ import annotations

import streamlit as st

from review_app.derive import characters, profile
from review_app.views.common import POLARITY_COLOURS, e, severity_badge, source_label, status_badge, table


def _mentions_chart(mentions: dict[int, int], n: int, t):
    import altair as alt

    rows = [{"chapter": ch, "lo": ch - 0.4, "hi": ch + 0.4, "count": k, "zero": 0} for ch, k in mentions.items()]
    return alt.Chart(alt.Data(values=rows)).mark_rect(color="#78909c").encode(
        x=alt.X("lo:Q", title=t("tl.chapter"), scale=alt.Scale(domain=[0.5, n + 0.5], nice=False),
                axis=alt.Axis(tickMinStep=1, format="d")),
        x2="hi:Q", y=alt.Y("zero:Q", title=None, axis=alt.Axis(tickCount=3)), y2="count:Q",
        tooltip=[alt.Tooltip("chapter:Q", title=t("tl.chapter")), alt.Tooltip("count:Q", title="#")],
    ).properties(height=110)


def render(ctx) -> None:
    t, rep = ctx.t, ctx.report
    st.header(f"{rep.book.title} · {t('view.characters')}")
    graph = ctx.graph()
    people = characters(graph)
    if not people:
        st.info(t("ch.nochars"))
        return
    if st.session_state.get("ch_pick") not in people:
        st.session_state["ch_pick"] = people[0]
    n = ctx.n_chapters
    c1, c2 = st.columns([2, 3])
    name = c1.selectbox(t("ch.pick"), people, key="ch_pick")
    at = n
    if n >= 1:
        if "ch_at" not in st.session_state or not 0 <= st.session_state["ch_at"] <= n:
            st.session_state["ch_at"] = n
        at = c2.slider(t("ch.at"), 0, n, key="ch_at")
    v = profile(graph, name, at, rep)

    bits = []
    if v["aliases"]:
        bits.append(f'{t("ch.aliases")}: {", ".join(v["aliases"])}')
    if v.get("first_chapter"):
        bits.append(t("ch.first", n=v["first_chapter"]))
    bits.append(t("ch.alive") if v["alive"] else t("ch.dead", n=v["died"]["chapter"]))
    st.subheader(name)
    st.caption(" · ".join(bits))

    def src(x):
        return e(source_label(t, x, short=True))

    st.markdown(f"**{t('ch.baseline')}**")
    rows = [[e(t.key(b["key"])), e(b["value"]), src(b), f'<span class="lg-q">{e(b["quote"])}</span>']
            for b in v["baseline"]]
    st.html(table([t("col.key"), t("col.value"), t("col.source"), t("col.quote")], rows, raw=True) if rows
            else f'<p class="lg-meta">{e(t("ch.none"))}</p>')

    current_state = {(s["key"], s["chapter"], s["quote"]) for s in v["state"]}
    st.markdown(f"**{t('ch.state')}**")
    hist = v["state_history"]
    rows = [[src(s), e(t.key(s["key"])), e(s["value"]), f'<span class="lg-q">{e(s["quote"])}</span>']
            for s in hist]
    classes = ["lg-cur" if (s["key"], s["chapter"], s["quote"]) in current_state else "" for s in hist]
    st.html(table([t("col.chapter"), t("col.key"), t("col.value"), t("col.quote")], rows, raw=True,
                  row_classes=classes) if rows else f'<p class="lg-meta">{e(t("ch.none"))}</p>')

    current_rel = {(r["other"], r["relation"], r["chapter"], r["quote"]) for r in v["relations"]}
    st.markdown(f"**{t('ch.relations')}**")
    hist = v["relation_history"]
    rows = []
    for r in hist:
        colour = POLARITY_COLOURS.get(r["polarity"], "#777")
        arrow = ("→" if r["direction"] == "outgoing" else "←") if r["directed"] else "↔"
        rows.append([src(r), f'<b style="color:{colour}">{e(t.relation(r["relation"]))}</b> {arrow}',
                     e(r["other"]), e(t(f'rl.{r["polarity"]}')), f'<span class="lg-q">{e(r["quote"])}</span>'])
    classes = ["lg-cur" if (r["other"], r["relation"], r["chapter"], r["quote"]) in current_rel else ""
               for r in hist]
    st.html(table([t("col.chapter"), t("col.relation"), t("col.other"), t("col.polarity"), t("col.quote")], rows,
                  raw=True, row_classes=classes) if rows else f'<p class="lg-meta">{e(t("ch.none"))}</p>')

    if v.get("conflicts"):
        st.markdown(f"**{t('ch.conflicts')}**")
        rows = [[str(c["chapter"]), severity_badge(t, c["severity"]) + status_badge(t, c["status"]),
                 e(t.kind(c["kind"])), e(c["message"])] for c in v["conflicts"]]
        st.html(table([t("col.chapter"), t("col.status"), t("cf.kind"), t("col.message")], rows, raw=True,
                      numeric=[0]))
    if v["mentions"]:
        st.markdown(f"**{t('ch.appearances')}**")
        st.altair_chart(_mentions_chart(v["mentions"], n, t), width="stretch")
