"""Forms met in the round-42 books (own phrasings): a story told in the first person and the present tense, with
letters set in as block quotations. A past-tense clause there is before now ("a knife Dad left me"), a memory told
in the past runs until the narration is in the present again, a letter's dateline is the day it was written and its
"appoint you" gives the one it is written to a rank; a scarf put away explains the next one; the hand someone
favours; "served his apprenticeship under"; "I have hated X since"; a count since a day the same words date; a
him/her or another man before a he leaves a narrated rant unassigned."""
from __future__ import annotations

from tests.conftest import chapters_book, conflicts_of

SMACK = {"characters/a.md": "# Walter Crabbe\n- Aliases: Dad\n- Gender: male\n- Handedness: left\n"
                            "- Always wears: a blue muffler\n- Speech: terse, few words, never raises his voice\n"
                            "## State\n- Rank: deckhand\n- With Jonah Pike: his master, Walter was apprenticed to him\n"
                            "- With Ruth Crabbe: father and daughter\n",
         "characters/b.md": "# Jonah Pike\n- Gender: male\n## State\n- Rank: skipper\n",
         "characters/c.md": "# Ruth Crabbe\n- Gender: female\n## State\n- With Tom Legg: friends\n",
         "characters/d.md": "# Tom Legg\n- Gender: male\n",
         "rules.yaml": "power_scale: [boy, deckhand, mate, skipper, harbourmaster]\nrules:\n"
                       "  - id: log\n    text: Only the harbourmaster may close the harbour log\n"
                       "    forbid_actions: [closes the harbour log, closed the harbour log, close the harbour log]\n"
                       "    unless_rank_at_least: harbourmaster\n"}
CONFIG = '[book]\ntitle = "Smack"\nlanguage = "en"\nnarrator = "Ruth Crabbe"\n'

# a chapter of present-tense narration to set the tense (he/she + a present verb, outside quotations)
NOW = ("The tide turns at six. Dad comes down the slip with the lamp. He looks at the sky and he sniffs. "
       "He says nothing. She rides low in the water, and he frowns at her. He checks the warps. He coils the line. "
       "He lifts the nets aboard. He sets the kettle on. He watches the gulls. She swings to her anchor. ")


def _book(book_factory, chapters):
    return book_factory({f"{i:03d}.md": f"# Chapter {i}\n\n{t}\n" for i, t in enumerate(chapters, 1)}, SMACK, CONFIG)


def test_past_clauses_in_present_narration_are_before_now(book_factory):
    died = NOW + "\n\nThat night Jonah Pike dies in the cottage by the quay, and we bury him on the Friday."
    later = NOW + ("\n\nI keep in my pocket a knife Jonah Pike whetted for me, and I cut the twine with it. "
                   "Dad ties the bowline slowly, the way Jonah Pike showed him thirty years ago on the old Provident.")
    assert conflicts_of(_book(book_factory, [died, later]), "dead_character_active") == []
    acting = NOW + "\n\nJonah Pike comes down the slip with a lantern and hails us."
    assert conflicts_of(_book(book_factory, [died, acting]), "dead_character_active") == [(2, ["Jonah Pike"])]


def test_a_memory_in_the_past_tense_runs_until_the_present_returns(book_factory):
    died = NOW + "\n\nThat night Jonah Pike dies in the cottage by the quay, and we bury him on the Friday."
    memory = NOW + ("\n\nAnd I remember, sudden as a squall, a winter's evening long before, on the quay at Brixham.\n\n"
                    "\"Is it cold out there?\" I asked.\n\n\"Cold enough.\"\n\n"
                    "\"Mind the rope,\" Jonah Pike told me, and I remember his cracked thumbs on the knot.\n\n"
                    "I stand on the slip now and hear it, plain as the bell buoy.")
    assert conflicts_of(_book(book_factory, [died, memory]), "dead_character_active") == []
    back = NOW + ("\n\nAnd I remember, sudden as a squall, a winter's evening long before, on the quay at Brixham.\n\n"
                  "I stand on the slip now and hear it, plain as the bell buoy.\n\n"
                  "Jonah Pike walks up the slip behind me and takes the lamp.")
    assert conflicts_of(_book(book_factory, [died, back]), "dead_character_active") == [(2, ["Jonah Pike"])]


def test_a_letter_set_in_as_a_block_quotation_keeps_its_own_date(book_factory):
    first = "Tuesday, the 3rd of May, 1887. " + NOW
    letter = ("Thursday, the 9th of June, 1887. A letter comes for Dad with the carrier.\n\n"
              "> Lowestoft, 1st March 1887.\n>\n> Dear Walter,\n>\n> The nets are mended and paid for.\n\n" + NOW)
    assert conflicts_of(_book(book_factory, [first, letter]), "timeline_jump") == []
    slipped = ("Thursday, the 9th of June, 1887. A letter comes for Dad with the carrier.\n\n"
               "On the 1st of March, 1887, " + NOW)
    assert conflicts_of(_book(book_factory, [first, slipped]), "timeline_jump") == [(2, [])]


def test_a_letter_that_appoints_you_gives_its_reader_the_rank(book_factory):
    letter = ("The envelope is addressed to Mr Walter Crabbe, and he hands it to me to read.\n\n"
              "> Harbour Board, Lowestoft, 2nd of April 1888.\n>\n> Sir,\n>\n"
              "> The Board is pleased this day to appoint you harbourmaster of the inner basin.\n\n" + NOW)
    act = NOW + "\n\nAt dusk Walter Crabbe closes the harbour log and blows out the lamp."
    assert conflicts_of(_book(book_factory, [letter, act]), "world_rule_violation") == []
    plain = ("The envelope is addressed to Mr Walter Crabbe, and he hands it to me to read.\n\n"
             "> Harbour Board, Lowestoft, 2nd of April 1888.\n>\n> Sir,\n>\n> The dues are raised a penny.\n\n" + NOW)
    assert conflicts_of(_book(book_factory, [plain, act]), "world_rule_violation") == [(2, ["Walter Crabbe"])]


def test_a_worn_thing_put_away_explains_the_next_colour(book_factory):
    chs = [NOW + "\n\nDad wears his blue muffler, the one Mum knitted.",
           NOW + "\n\nDad has laid aside the blue muffler. He has a red one round his neck instead, too long by half.",
           NOW, NOW, NOW,
           NOW + "\n\nDad stands at the tiller in his red muffler."]
    assert conflicts_of(_book(book_factory, chs), "baseline_violation") == []
    chs[1] = NOW
    assert conflicts_of(_book(book_factory, chs), "baseline_violation") == [(6, ["Walter Crabbe"])]


def test_the_hand_someone_favours_is_his_hand(book_factory):
    chs = [NOW, NOW + "\n\nDad hauls the pot up with his right hand, the hand he favours for every job on board."]
    assert conflicts_of(_book(book_factory, chs), "baseline_violation") == [(2, ["Walter Crabbe"])]


def test_a_terse_man_who_talks_all_the_way_home(book_factory):
    chs = [NOW, NOW + "\n\nOn the walk home Dad talks all the way, one yarn on the heels of the last, and laughs at all of them."]
    assert conflicts_of(_book(book_factory, chs), "baseline_violation") == [(2, ["Walter Crabbe"])]
    chs = [NOW, NOW + "\n\nOn the walk home Dad says not a word, and the wind rattles on the shutters all night."]
    assert conflicts_of(_book(book_factory, chs), "baseline_violation") == []


def test_a_narrated_rant_goes_to_no_one_when_he_might_be_another(book_factory):
    bible = {**SMACK, "characters/d.md": "# Tom Legg\n- Gender: male\n- Speech: quiet, few words, never raises his voice\n"}
    text = ("Tom Legg came aboard at nine. Jonah Pike had found him on the quay at Yarmouth, sleeping under a sail. "
            "He talked all the way out to the grounds, about the price of herring and the foolishness of the Board.")
    chs = ["The tide turned at six.", text]
    assert conflicts_of(book_factory({f"{i:03d}.md": f"# Chapter {i}\n\n{t}\n" for i, t in enumerate(chs, 1)}, bible, CONFIG),
                        "baseline_violation") == []
    text = "Tom Legg came aboard at nine, and he talked all the way out to the grounds, about the price of herring."
    chs = ["The tide turned at six.", text]
    assert conflicts_of(book_factory({f"{i:03d}.md": f"# Chapter {i}\n\n{t}\n" for i, t in enumerate(chs, 1)}, bible, CONFIG),
                        "baseline_violation") == [(2, ["Tom Legg"])]


def test_served_his_apprenticeship_under_in_a_relative_clause(book_factory):
    chs = [NOW, NOW + "\n\nJonah Pike, who served his apprenticeship under Walter Crabbe at Brixham, still calls him skipper."]
    assert conflicts_of(_book(book_factory, chs), "relation_reversal") == [(2, ["Jonah Pike", "Walter Crabbe"])]


def test_i_have_hated_him_since_is_a_standing_enmity(book_factory):
    chs = [NOW, NOW + "\n\nI have loathed Tom Legg ever since the regatta, and I will not shake his hand."]
    assert conflicts_of(_book(book_factory, chs), "relation_reversal") == [(2, ["Ruth Crabbe", "Tom Legg"])]


def test_a_count_since_a_day_the_same_words_date(book_factory):
    chs = ["Monday, the 3rd of October, 1887. " + NOW,
           "Friday, the 2nd of December, 1887. It is ten days since we sailed out of Lowestoft on the 3rd of October, "
           "and the ice is in the rigging."]
    assert conflicts_of(_book(book_factory, chs), "timeline_jump") == [(2, [])]
    chs[1] = ("Friday, the 2nd of December, 1887. It is two months since we sailed out of Lowestoft on the 3rd of October, "
              "and the ice is in the rigging.")
    assert conflicts_of(_book(book_factory, chs), "timeline_jump") == []


def test_a_manner_adverb_after_the_one_struck_is_the_strikers(book_factory):
    bible = {**SMACK, "characters/d.md": "# Tom Legg\n- Gender: male\n- Handedness: right\n"}
    text = ("Tom Legg swings first. Walter Crabbe is older and slower, but he rides the blow, wipes his lip, "
            "and catches Tom Legg under the ribs, left-handed and hard.")
    chs = [NOW, NOW + "\n\n" + text]
    assert conflicts_of(book_factory({f"{i:03d}.md": f"# Chapter {i}\n\n{t}\n" for i, t in enumerate(chs, 1)}, bible, CONFIG),
                        "baseline_violation") == []


def test_a_rescue_told_in_the_present_mends_an_enmity(book_factory):
    bible = {**SMACK, "characters/c.md": "# Ruth Crabbe\n- Gender: female\n## State\n- With Tom Legg: enemies\n"}
    rescue = NOW + ("\n\nThe boom swings and Tom Legg goes over the side. Ruth Crabbe drags him out by the collar, "
                    "and he lies on the deck and coughs.\n\n\"Call it square,\" she says, and they shake hands.")
    friends = NOW + "\n\nBy midsummer Ruth Crabbe and Tom Legg are friends."
    mk = lambda chs: book_factory({f"{i:03d}.md": f"# Chapter {i}\n\n{t}\n" for i, t in enumerate(chs, 1)}, bible, CONFIG)
    assert conflicts_of(mk([NOW, rescue, friends]), "relation_reversal") == []
    assert conflicts_of(mk([NOW, NOW, friends]), "relation_reversal") == [(3, ["Ruth Crabbe", "Tom Legg"])]
