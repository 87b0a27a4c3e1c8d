"""The loregraph review dashboard (Streamlit).

    loregraph dashboard BOOK [--port P]
    python -m streamlit run review_app/app.py -- BOOK

The book comes from the script's argument, else `st.session_state["book"]`, else $LOREGRAPH_BOOK. It shows the
stored review (BOOK/.loregraph/report.json, reviewed first when there is none) with the editors' decisions laid
over it; decisions are written to the same log as `loregraph resolve` (kg.decisions.DecisionLog). Interface text
follows the book's language. `?view=conflicts` (overview, conflicts, timeline, characters, relations, threads)
opens a view directly; `&chapter=N` narrows the conflicts to one chapter.
"""
from __future__ import annotations

import importlib
import os
import sys
from datetime import datetime
from pathlib import Path

_ROOT = Path(__file__).resolve().parents[1]
if str(_ROOT) not in sys.path:  # `streamlit run review_app/app.py` from a checkout that is not installed
    sys.path.insert(0, str(_ROOT))

import streamlit as st  # noqa: E402

from kg.models import BookError  # noqa: E402
from review_app import state  # noqa: E402
from review_app.i18n import Translator  # noqa: E402
from review_app.views.common import CSS  # noqa: E402

VIEWS = ("overview", "conflicts", "timeline", "characters", "relations", "threads")
GRAPH_VIEWS = {"timeline", "characters", "relations", "threads"}  # these need the story graph, not only the report


def book_arg() -> str | None:
    if st.session_state.get("book"):
        return str(st.session_state["book"])
    if len(sys.argv) > 1 and Path(sys.argv[0]).name == "app.py" and not sys.argv[1].startswith("-"):
        return sys.argv[1]
    return os.environ.get("LOREGRAPH_BOOK") or None


def _param(name: str) -> str | None:
    try:
        v = st.query_params.get(name)
    except Exception:  # noqa: BLE001 - no query string outside a browser session
        return None
    if isinstance(v, list):
        v = v[-1] if v else None
    return v or None


def _flash() -> None:
    for kind, msg in st.session_state.pop("flash", []):
        (st.success if kind == "ok" else st.error)(msg)


def main() -> None:
    st.set_page_config(page_title="loregraph", layout="wide", initial_sidebar_state="expanded")
    st.html(CSS)
    raw = book_arg()
    if not raw:
        st.error(Translator("en")("err.nobook") + "\n\n" + Translator("zh")("err.nobook"))
        st.stop()
    path = str(Path(raw).expanduser().resolve())
    try:
        state.locate(path)
    except BookError as e:
        st.error(Translator("en")("err.book", why=f"{e.path}: {e.why}"))
        st.stop()

    # the view, from the sidebar (or ?view= on the first run of a session)
    if "view" not in st.session_state:
        want = _param("view")
        st.session_state["view"] = want if want in VIEWS else "overview"
    view = st.session_state["view"] if st.session_state["view"] in VIEWS else "overview"
    try:
        with st.spinner("…"):
            if view in GRAPH_VIEWS:
                state.ensure_report(path)
                state.review_for(path)  # before the report is read: the review may rewrite it
            from kg.decisions import default_user

            if "editor" not in st.session_state:
                st.session_state["editor"] = default_user()
            ctx = state.load_ctx(path, st.session_state["editor"], {"chapter": _param("chapter")})
    except BookError as e:
        st.error(Translator("en")("err.book", why=f"{e.path}: {e.why}"))
        st.stop()
    t = ctx.t
    st.set_page_config(page_title=f"{ctx.report.book.title} · loregraph")

    rep = ctx.report
    with st.sidebar:
        st.markdown(f"### {rep.book.title}")
        at = state.stamp(ctx.store_dir / "report.json")
        when = datetime.fromtimestamp(at[0] / 1e9).strftime("%Y-%m-%d %H:%M") if at else ""
        st.caption(f"{t('side.chapters', n=rep.book.chapters)} · {rep.book.language} · "
                   f"{t('side.reviewed', at=when)}")
        st.radio(t("nav.view"), VIEWS, key="view", format_func=lambda v: t(f"view.{v}"))
        st.text_input(t("side.editor"), key="editor")
        if st.button(t("side.rereview"), key="rereview"):
            with st.spinner(t("side.reviewing")):
                res = state.review_for(path, force=True)
            st.session_state.setdefault("flash", []).append(
                ("ok", t("side.rereviewed", n=len(res.report.conflicts))))
            st.rerun()
    view = st.session_state["view"]
    try:
        if _param("view") != view:
            st.query_params["view"] = view
        if view != "conflicts" and "chapter" in st.query_params:  # a chapter link is used once
            del st.query_params["chapter"]
    except Exception:  # noqa: BLE001 - no query string outside a browser session
        pass
    ctx.editor = st.session_state.get("editor", "")
    _flash()
    mod = importlib.import_module(f"review_app.views.{view}")
    mod.render(ctx)


main()
