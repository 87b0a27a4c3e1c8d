"""Timeline: the story day against the chapter, with the dated anchors and the flagged timeline jumps."""
from __future__ import annotations

import streamlit as st

from review_app.derive import timeline_data
from review_app.views.common import SEV_COLOURS, e, severity_badge, status_badge, table


def chart(data: dict, n: int, t):
    import altair as alt

    x = alt.X("x:Q", title=t("tl.chapter"), scale=alt.Scale(domain=[1, n + 1], nice=False),
              axis=alt.Axis(tickMinStep=1, format="d"))
    y = alt.Y("day:Q", title=t("tl.day"))
    layers = [alt.Chart(alt.Data(values=data["line"])).mark_line(interpolate="step-after", color="#607d8b",
                                                                  strokeWidth=2).encode(x=x, y=y)]
    if data["memories"]:
        layers.append(alt.Chart(alt.Data(values=data["memories"])).mark_point(
            shape="diamond", color="#9e9e9e", size=70).encode(
            x=x, y=y, tooltip=[alt.Tooltip("chapter:Q", title=t("tl.chapter")),
                               alt.Tooltip("quote:N", title=t("tl.memory"))]))
    if data["anchors"]:
        layers.append(alt.Chart(alt.Data(values=data["anchors"])).mark_circle(color="#1565c0", size=90).encode(
            x=x, y=y, tooltip=[alt.Tooltip("chapter:Q", title=t("tl.chapter")),
                               alt.Tooltip("quote:N", title=t("tl.anchor")),
                               alt.Tooltip("day:Q", title=t("tl.day"), format=".0f")]))
    if data["jumps"]:
        jumps = alt.Data(values=data["jumps"])
        tip = [alt.Tooltip("chapter:Q", title=t("tl.chapter")), alt.Tooltip("message:N", title=t("tl.jump")),
               alt.Tooltip("status:N", title=t("col.status"))]
        layers.append(alt.Chart(jumps).mark_rule(color=SEV_COLOURS["error"], strokeDash=[5, 3], strokeWidth=2)
                      .encode(x=x, tooltip=tip))
        claimed = [j for j in data["jumps"] if j["claimed"] is not None]
        if claimed:
            layers.append(alt.Chart(alt.Data(values=claimed)).mark_point(
                shape="cross", filled=True, color=SEV_COLOURS["error"], size=160).encode(
                x=x, y=alt.Y("claimed:Q"), tooltip=tip + [alt.Tooltip("claimed:Q", title=t("tl.claimed"))]))
    return alt.layer(*layers).properties(height=380)


def render(ctx) -> None:
    t, rep = ctx.t, ctx.report
    st.header(f"{rep.book.title} · {t('view.timeline')}")
    graph = ctx.graph()
    data = timeline_data(graph, rep.conflicts)
    if not data["dated"]:
        st.info(t("tl.none_dated"))
    st.subheader(t("tl.title"))
    st.altair_chart(chart(data, ctx.n_chapters, t), width="stretch")
    st.html('<div class="lg-legend">'
            f'<span><i style="background:#1565c0;border-radius:6px"></i>{e(t("tl.anchor"))}</span>'
            f'<span><i style="background:#9e9e9e"></i>{e(t("tl.memory"))}</span>'
            f'<span><i style="background:{SEV_COLOURS["error"]}"></i>{e(t("tl.jump"))}</span></div>')
    c1, c2 = st.columns(2)
    with c1:
        st.subheader(t("tl.jumps"))
        if data["jumps"]:
            rows = [[str(j["chapter"]), severity_badge(t, j["severity"]) + status_badge(t, j["status"]),
                     e(j["message"])] for j in data["jumps"]]
            st.html(table([t("col.chapter"), t("col.status"), t("col.message")], rows, raw=True, numeric=[0]))
        else:
            st.caption(t("tl.no_jumps"))
    with c2:
        st.subheader(t("tl.anchors"))
        rows = [[str(a["chapter"]), a["quote"], f'{a["day"]:g}' if a["day"] is not None else ""]
                for a in data["anchors"]]
        st.html(table([t("col.chapter"), t("tl.quote"), t("tl.day")], rows, numeric=[0, 2]) if rows
                else f'<p class="lg-meta">{e(t("ch.none"))}</p>')
