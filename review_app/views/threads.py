"""Threads: bible foreshadows and the open loops the text promises to take up — planted, paid off or stale —
over the chapters."""
from __future__ import annotations

import streamlit as st

from review_app.derive import threads
from review_app.views.common import e, status_badge, table

STATUS_COLOURS = {"planted": "#f9a825", "paid": "#2e7d32", "stale": "#c62828"}
STATUS_KEYS = {"planted": "th.planted", "paid": "th.paid", "stale": "th.stale"}


def chart(rows, n: int, t):
    import altair as alt

    bars, ticks, dues = [], [], []
    for i, r in enumerate(rows):
        if r["planted"] is None:
            continue
        end = r["paid"] if r["paid"] is not None else n
        common = {"label": r["label"], "order": i, "note": r["note"], "status": t(STATUS_KEYS[r["status"]])}
        bars.append({**common, "from": r["planted"] - 0.4, "to": end + 0.4, "key": r["status"]})
        ticks += [{**common, "chapter": m} for m in r["mentions"]]
        if r["due"] is not None:
            dues.append({**common, "chapter": int(r["due"])})
    y = alt.Y("label:N", title=None, sort=alt.SortField("order"), axis=alt.Axis(labelLimit=260))
    x_scale = alt.Scale(domain=[0.5, n + 0.5], nice=False)
    tip = [alt.Tooltip("label:N", title=t("th.thread")), alt.Tooltip("status:N", title=t("th.status")),
           alt.Tooltip("note:N", title=t("col.message"))]
    colour = alt.Color("key:N", legend=None, scale=alt.Scale(domain=list(STATUS_COLOURS),
                                                             range=list(STATUS_COLOURS.values())))
    layers = [alt.Chart(alt.Data(values=bars)).mark_bar(height=14, cornerRadius=3, opacity=0.8).encode(
        x=alt.X("from:Q", title=t("tl.chapter"), scale=x_scale, axis=alt.Axis(tickMinStep=1, format="d")),
        x2="to:Q", y=y, color=colour, tooltip=tip)]
    if ticks:
        layers.append(alt.Chart(alt.Data(values=ticks)).mark_tick(color="#212121", thickness=2, size=18).encode(
            x=alt.X("chapter:Q", scale=x_scale), y=y,
            tooltip=[alt.Tooltip("chapter:Q", title=t("th.mentions"))] + tip))
    if dues:
        layers.append(alt.Chart(alt.Data(values=dues)).mark_point(shape="diamond", filled=True, size=120,
                                                                  color="#6a1b9a").encode(
            x=alt.X("chapter:Q", scale=x_scale), y=y, tooltip=[alt.Tooltip("chapter:Q", title=t("th.due"))] + tip))
    return alt.layer(*layers).properties(height=max(120, 34 * len(bars) + 40))


def render(ctx) -> None:
    t, rep = ctx.t, ctx.report
    st.header(f"{rep.book.title} · {t('view.threads')}")
    rows = threads(ctx.graph(), rep.conflicts)
    if not rows:
        st.info(t("th.none"))
        return
    counts = {k: sum(1 for r in rows if r["status"] == k) for k in STATUS_COLOURS}
    cols = st.columns(3)
    for col, k in zip(cols, STATUS_COLOURS):
        col.metric(t(STATUS_KEYS[k]), counts[k])
    st.subheader(t("th.title"))
    st.altair_chart(chart(rows, ctx.n_chapters, t), width="stretch")
    st.html('<div class="lg-legend">' + "".join(
        f'<span><i style="background:{c}"></i>{e(t(STATUS_KEYS[k]))}</span>' for k, c in STATUS_COLOURS.items())
        + f'<span><i style="background:#6a1b9a"></i>{e(t("th.due"))}</span>'
        + f'<span><i style="background:#212121;width:3px"></i>{e(t("th.mentions"))}</span></div>')
    out = []
    for r in rows:
        st_html = f'<span class="lg-badge" style="background:{STATUS_COLOURS[r["status"]]}">' \
                  f'{e(t(STATUS_KEYS[r["status"]]))}</span>'
        if r["conflict"]:
            st_html += f' <span class="lg-id">{e(r["conflict"])}</span> ' + status_badge(t, r["conflict_status"])
        label = r["label"] if r["kind"] == "foreshadow" else t("th.loop")
        out.append([e(label), e(r["note"]), str(r["planted"] or ""), str(r["due"] or ""),
                    str(r["paid"] or ""), ", ".join(str(m) for m in r["mentions"]), st_html])
    st.html(table([t("th.thread"), t("col.message"), t("th.planted"), t("th.due"), t("th.paid"), t("th.mentions"),
                   t("th.status")], out, raw=True, numeric=[2, 3, 4]))
