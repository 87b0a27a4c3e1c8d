"""Relations: the relation graph at a chapter (a slider), edges coloured by polarity, reversals highlighted.

Drawn with Vega-Lite through st.altair_chart: Streamlit ships the renderer, so nothing is fetched from the
network. Positions come from a spring layout of every relation in the book (fixed seed), so people stay where
they are while the slider moves; clicking a person highlights their relations, scrolling zooms, dragging pans.
"""
from __future__ import annotations

import math

import streamlit as st

from review_app import state
from review_app.derive import dead_by, layout, relation_edges, relation_facts
from review_app.views.common import POLARITY_COLOURS, REVERSAL_COLOUR, e, source_label, table


WIDTH, HEIGHT, MARGIN = 900, 560, 0.3
ASPECT = (WIDTH * (2 + 2 * MARGIN) / HEIGHT - 2 * MARGIN) / 2  # the same pixels per unit on both axes


@st.cache_data(show_spinner=False, max_entries=8)
def positions(path: str, report_stamp) -> dict[str, tuple[float, float]]:
    graph = state.review_for(path).graph
    facts = relation_facts(graph)
    return layout([n for f in facts for n in (f.subject, f.object)], [(f.subject, f.object) for f in facts],
                  aspect=ASPECT)


def chart_rows(edges, pos, t, dead: set[str], mentions: dict[str, int]):
    nodes = sorted({n for ed in edges for n in (ed["a"], ed["b"])})
    node_rows = [{"name": n, "x": pos.get(n, (0, 0))[0], "y": pos.get(n, (0, 0))[1],
                  "dead": n in dead, "mentions": mentions.get(n, 0),
                  "size": 120 + min(mentions.get(n, 0), 400) * 1.2} for n in nodes]
    edge_rows, arrows, labels = [], [], []
    for ed in edges:
        (x1, y1), (x2, y2) = pos.get(ed["a"], (0, 0)), pos.get(ed["b"], (0, 0))
        tip = {"relation": f'{ed["a"]} — {t.relation(ed["relation"])} — {ed["b"]}',
               "where": source_label(t, {"chapter": ed["chapter"], "source": ed["source"]}),
               "quote": ed["quote"],
               "flag": t("rl.reversed_in", n=ed["reversal_chapter"]) if ed["reversal"] else ""}
        for name in (ed["a"], ed["b"]):  # one row per end, so a click on either person selects the edge
            edge_rows.append({"name": name, "x": x1, "y": y1, "x2": x2, "y2": y2, "polarity": ed["polarity"],
                              "reversal": ed["reversal"], **tip})
        mx, my = x1 + (x2 - x1) * 0.5, y1 + (y2 - y1) * 0.5
        labels.append({"name": ed["a"], "x": mx, "y": my, "label": t.relation(ed["relation"]),
                       "polarity": ed["polarity"], **tip})
        if ed["directed"]:
            ax, ay = x1 + (x2 - x1) * 0.72, y1 + (y2 - y1) * 0.72
            arrows.append({"name": ed["a"], "x": ax, "y": ay, "polarity": ed["polarity"],
                           "angle": (math.degrees(math.atan2(x2 - x1, y2 - y1)) + 360) % 360, **tip})
    return node_rows, edge_rows, arrows, labels


def chart(edges, pos, t, dead, mentions):
    import altair as alt

    node_rows, edge_rows, arrows, labels = chart_rows(edges, pos, t, dead, mentions)
    sel = alt.selection_point(fields=["name"], on="click", clear="dblclick", name="person")
    zoom = alt.selection_interval(bind="scales", name="zoom")
    x = alt.X("x:Q", scale=alt.Scale(domain=[-ASPECT - MARGIN, ASPECT + MARGIN], nice=False), axis=None)
    y = alt.Y("y:Q", scale=alt.Scale(domain=[-1 - MARGIN, 1 + MARGIN], nice=False), axis=None)
    colour = alt.Color("polarity:N", legend=None, scale=alt.Scale(
        domain=["positive", "negative"], range=[POLARITY_COLOURS["positive"], POLARITY_COLOURS["negative"]]))
    fade = alt.condition(sel, alt.value(0.95), alt.value(0.12))
    tip = [alt.Tooltip("relation:N", title=t("col.relation")), alt.Tooltip("where:N", title=t("col.source")),
           alt.Tooltip("quote:N", title=t("col.quote")), alt.Tooltip("flag:N", title=t("rl.reversal"))]
    base_e = alt.Chart(alt.Data(values=edge_rows))
    layers = [
        base_e.transform_filter("datum.reversal").mark_rule(strokeWidth=11, color=REVERSAL_COLOUR).encode(
            x=x, y=y, x2="x2:Q", y2="y2:Q", opacity=alt.condition(sel, alt.value(0.55), alt.value(0.1)),
            tooltip=tip),
        base_e.mark_rule(strokeWidth=2.6).encode(x=x, y=y, x2="x2:Q", y2="y2:Q", color=colour, opacity=fade,
                                                 strokeDash=alt.condition("datum.reversal", alt.value([7, 4]),
                                                                          alt.value([1, 0])),
                                                 tooltip=tip),
    ]
    if arrows:
        layers.append(alt.Chart(alt.Data(values=arrows)).mark_point(shape="triangle", filled=True, size=110).encode(
            x=x, y=y, angle=alt.Angle("angle:Q", scale=None), color=colour, opacity=fade, tooltip=tip))
    layers.append(alt.Chart(alt.Data(values=labels)).mark_text(fontSize=11, dy=-7, fontWeight="bold").encode(
        x=x, y=y, text="label:N", color=colour, opacity=fade, tooltip=tip))
    nodes = alt.Chart(alt.Data(values=node_rows))
    layers.append(nodes.mark_circle(stroke="#fff", strokeWidth=1.5).encode(
        x=x, y=y, size=alt.Size("size:Q", scale=None, legend=None),
        color=alt.condition("datum.dead", alt.value("#9e9e9e"), alt.value("#37474f")),
        opacity=alt.condition(sel, alt.value(1.0), alt.value(0.35)),
        tooltip=[alt.Tooltip("name:N", title=t("ch.pick")), alt.Tooltip("mentions:Q", title="#")],
    ).add_params(sel))
    layers.append(nodes.mark_text(fontSize=13, dy=-16, fontWeight="bold").encode(
        x=x, y=y, text="name:N", opacity=alt.condition(sel, alt.value(1.0), alt.value(0.35))))
    return alt.layer(*layers).add_params(zoom).properties(width=WIDTH, height=HEIGHT).configure_view(strokeWidth=0)


def legend(t) -> str:
    return ('<div class="lg-legend">'
            f'<span><i style="background:{POLARITY_COLOURS["positive"]}"></i>{e(t("rl.positive"))}</span>'
            f'<span><i style="background:{POLARITY_COLOURS["negative"]}"></i>{e(t("rl.negative"))}</span>'
            f'<span><i style="background:{REVERSAL_COLOUR}"></i>{e(t("rl.reversal"))}</span>'
            f'<span class="lg-meta">{e(t("rl.hint"))}</span></div>')


def render(ctx) -> None:
    t, rep = ctx.t, ctx.report
    st.header(f"{rep.book.title} · {t('view.relations')}")
    graph = ctx.graph()
    n = ctx.n_chapters
    if "rl_at" not in st.session_state or not 0 <= st.session_state["rl_at"] <= n:
        st.session_state["rl_at"] = n
    at = st.slider(t("rl.at"), 0, max(n, 1), key="rl_at")
    edges = relation_edges(graph, at, rep.conflicts)
    people = sorted({x for ed in edges for x in (ed["a"], ed["b"])})
    if st.session_state.get("rl_focus") not in ("", None, *people):
        st.session_state["rl_focus"] = ""
    focus = st.selectbox(t("rl.focus"), [""] + people, key="rl_focus", format_func=lambda x: x or t("cf.all"))
    if focus:
        edges = [ed for ed in edges if focus in (ed["a"], ed["b"])]
    if not edges:
        st.info(t("rl.none"))
        return
    pos = positions(ctx.path, state.stamp(ctx.store_dir / "report.json"))
    mentions = {name: ent.mentions for name, ent in graph.entities.items()}
    st.altair_chart(chart(edges, pos, t, dead_by(graph, at), mentions), width="content", key="relation_graph")
    st.html(legend(t))
    st.subheader(t("rl.edges", n=at))
    rows = []
    for ed in edges:
        colour = POLARITY_COLOURS.get(ed["polarity"], "#777")
        rel = f'<b style="color:{colour}">{e(t.relation(ed["relation"]))}</b>'
        flag = f'<span class="lg-rev">{e(t("rl.reversed_in", n=ed["reversal_chapter"]))}</span>' if ed["reversal"] \
            else ""
        rows.append([e(ed["a"]), rel + (" →" if ed["directed"] else " ↔"), e(ed["b"]),
                     e(source_label(t, {"chapter": ed["chapter"], "source": ed["source"]}, short=True)),
                     f'<span class="lg-q">{e(ed["quote"])}</span> {flag}'])
    st.html(table([t("ch.pick"), t("col.relation"), t("col.other"), t("col.source"), t("col.quote")], rows,
                  raw=True))
