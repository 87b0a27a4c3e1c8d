"""Forms met in a fantasy serial told from rotating points of view (own phrasings, not the benchmark book's)."""
from __future__ import annotations

from kg.review import review
from tests.conftest import conflicts_of, resolve_word, three_chapters

WORLD = ("# World\n\n- The Vale keeps the Lantern Count: the tale opens in the year 88. There are ten months of 36 days "
         "each: Ember, Ashfall, Greening, Sowtide, Brightmere, Longday, Harvestend, Duskmonth, Coldrise, Yearsend.\n")
PEOPLE = {"world.md": WORLD,
          "characters/a.md": "# Wren Aldous\n## Basics\n- Gender: female\n- Age: 20 (at chapter 1)\n- Eyes: green\n## State\n- Rank: squire\n",
          "characters/b.md": "# Piet Aldous\n## Basics\n- Gender: male\n- Age: 30 (at chapter 1)\n",
          "characters/c.md": "# Oda Brand\n## Basics\n- Gender: female\n",
          "rules.yaml": ("power_scale: [squire, knight, knight-captain]\nrules:\n  - id: lead-needs-captain\n"
                         "    forbid_actions: [led the column]\n    unless_rank_at_least: knight-captain\n")}


def test_a_books_months_listed_after_other_words_in_the_bible_line(book_factory):
    a = "On the ninth day of Greening, Wren Aldous rode out."
    b = "On the fourteenth day of Greening Wren Aldous came back."
    c = "On the eleventh day of Greening Wren Aldous slept late."
    res = review(three_chapters(book_factory, a, b, c, PEOPLE), persist=False, quiet=True)
    assert [cf.chapter for cf in res.report.conflicts if cf.kind == "timeline_jump"] == [3]
    marks = [f.detail.get("month") for f in res.graph.facts_of("timeMark") if f.detail.get("type") == "date"]
    assert marks == [3, 3, 3]


def test_years_her_elder_is_a_difference_not_an_age(book_factory):
    mid = "Piet Aldous was ten years her elder and a head taller."
    assert conflicts_of(three_chapters(book_factory, "Wren Aldous sang.", mid, "Nothing.", PEOPLE),
                        "baseline_violation") == []


def test_a_pronoun_before_a_name_in_one_sentence_is_someone_else(book_factory):
    mid = ("Wren Aldous waited at the gate. The rider swung down, thinner than before. Her grey eyes were the same, "
           "and she flung both arms round Wren Aldous's neck.")
    assert conflicts_of(three_chapters(book_factory, "Wren Aldous sang.", mid, "Nothing.", PEOPLE),
                        "baseline_violation") == []
    mid = "Wren Aldous came across the yard at a run. Her grey eyes were bright."
    assert conflicts_of(three_chapters(book_factory, "Wren Aldous sang.", mid, "Nothing.", PEOPLE),
                        "baseline_violation") == [(2, ["Wren Aldous"])]


def test_a_rank_in_title_case_before_a_name(book_factory):
    made = '"The column needs a captain." The blade touched her shoulder. "Rise, Knight-Captain Wren."'
    later = "A week later Wren Aldous led the column down to the ford."
    assert conflicts_of(three_chapters(book_factory, "Wren Aldous sang.", made, later, PEOPLE),
                        "world_rule_violation") == []
    assert conflicts_of(three_chapters(book_factory, "Wren Aldous sang.", "Nothing.", later, PEOPLE),
                        "world_rule_violation") == [(3, ["Wren Aldous"])]


KNIGHTS = {"characters/a.md": ("# Brann Tallow\n## Basics\n- Gender: male\n- Handedness: left\n## Baseline\n"
                               "- Speech: terse, clipped\n## State\n- Rank: knight\n- With Esk Varley: his squire is Esk\n"),
           "characters/b.md": "# Esk Varley\n## Basics\n- Gender: female\n## State\n- With Brann Tallow: close friends\n",
           "characters/c.md": "# Odo Tallow\n## Basics\n- Gender: male\n## State\n- With Brann Tallow: his father\n",
           "characters/d.md": "# Lisle Crane\n## Basics\n- Gender: female\n## State\n- With Esk Varley: close friends\n",
           "rules.yaml": ("power_scale: [squire, knight, knight-captain]\nrules:\n  - id: lead-needs-captain\n"
                          "    forbid_actions: [leading a company]\n    unless_rank_at_least: knight-captain\n")}


def test_a_death_said_in_the_middle_of_someones_words(book_factory):
    news = ('Esk Varley ran into the yard. "Your horse is lame. It\'s Brann Tallow. He\'s dead. They shot him at the '
            'mill race." Lisle Crane dropped the bucket.')
    b = three_chapters(book_factory, "Brann Tallow rode out.", news, "Three days later Brann Tallow walked into the hall.",
                       KNIGHTS)
    assert conflicts_of(b, "dead_character_active") == [(3, ["Brann Tallow"])]


def test_what_the_dead_did_as_a_child_or_on_a_day_named_by_it(book_factory):
    died = "That spring Brann Tallow died of the sweating fever."
    past = ("Esk Varley touched the scar she had got falling off the barn when she was seven, while Brann Tallow laughed. "
            "The last entry was dated the day after Brann Tallow rode out. The note said: Brann Tallow fell at the ford.")
    b = three_chapters(book_factory, "Brann Tallow rode out.", died, past, KNIGHTS)
    assert conflicts_of(b, "dead_character_active") == []


def test_a_chapter_told_from_one_persons_point_of_view(book_factory):
    chapters = {"1.md": "# Chapter 1\n\nESK\n\nEsk Varley wore a plain iron ring.\n",
                "2.md": ("# Chapter 2\n\nESK\n\n\"Go home,\" the captain said. \"Think about it.\"\n\n"
                         "She said she would. She went up to the loft and sat turning the gold ring on her finger.\n")}
    bible = dict(KNIGHTS)
    bible["characters/b.md"] = "# Esk Varley\n## Basics\n- Gender: female\n- Always wears: a plain iron ring\n"
    b = book_factory(chapters, bible)
    assert conflicts_of(b, "baseline_violation") == [(2, ["Esk Varley"])]


def test_an_arm_that_burns_from_work_is_no_hurt_hand(book_factory):
    mid = "Brann Tallow drew his sword with his right hand and fought on until his arm burned from wrist to shoulder."
    assert conflicts_of(three_chapters(book_factory, "Brann Tallow ate.", mid, "Nothing.", KNIGHTS),
                        "baseline_violation") == [(2, ["Brann Tallow"])]


def test_a_habit_since_childhood_outweighs_a_sore_wrist(book_factory):
    mid = ("Brann Tallow's left wrist was sore from the fall. He took the blade in his right hand, the way he had held a "
           "sword since he was small.")
    assert conflicts_of(three_chapters(book_factory, "Brann Tallow ate.", mid, "Nothing.", KNIGHTS),
                        "baseline_violation") == [(2, ["Brann Tallow"])]


def test_a_pair_then_what_they_are_and_a_squire_reversed(book_factory):
    pair = "On the wall stood Esk Varley and Lisle Crane, bitter enemies since they were girls, not speaking."
    assert conflicts_of(three_chapters(book_factory, "Esk Varley slept.", pair, "Nothing.", KNIGHTS),
                        "relation_reversal") == [(2, ["Esk Varley", "Lisle Crane"])]
    squire = "Esk Varley missed him. Four years Brann Tallow had been her squire, holding her horse at every muster."
    assert conflicts_of(three_chapters(book_factory, "Esk Varley slept.", squire, "Nothing.", KNIGHTS),
                        "relation_reversal") == [(2, ["Brann Tallow", "Esk Varley"])]


def test_him_under_a_kin_subject_is_not_the_kin(book_factory):
    mid = ("Esk Varley had met Brann Tallow three times. Each time he had nodded and said nothing. Her father had called "
           "him the quietest man in the shire.\n\nHe stood up now, and then he began to talk, and he talked on and on "
           "about the weather and the harvest and the price of iron and the state of the roads and the new mill, and "
           "about the old mill, and about the miller's wife and her cousins and their dogs, and about the summer of the "
           "great flood, and the winter after it, and how the river had come up to the church steps, and what the "
           "priest had said, and what the bishop had said, and what his grandmother had said about both of them, and "
           "he went on with it for a full half hour in a great booming voice while nobody moved.")
    bible = dict(KNIGHTS)
    bible["characters/b.md"] = "# Esk Varley\n## Basics\n- Gender: female\n## State\n- With Odo Tallow: her father\n"
    res = review(three_chapters(book_factory, "Esk Varley slept.", mid, "Nothing.", bible), persist=False, quiet=True)
    assert not any(f.subject == "Odo Tallow" for f in res.graph.facts if f.chapter == 2 and f.predicate == "acts")


def test_a_title_before_the_name_after_so_it_was_that(book_factory):
    mid = "So it was that Sir Brann Tallow, a plain knight, came home that evening leading a company of forty lances."
    assert conflicts_of(three_chapters(book_factory, "Brann Tallow ate.", mid, "Nothing.", KNIGHTS),
                        "world_rule_violation") == [(2, ["Brann Tallow"])]


def test_i_am_a_rank_in_the_narration(book_factory):
    cfg = '[book]\ntitle = "t"\nlanguage = "en"\nnarrator = "Esk Varley"\n'
    bible = dict(KNIGHTS)
    bible["characters/b.md"] = "# Esk Varley\n## Basics\n- Gender: female\n## State\n- Rank: knight\n"
    chapters = {"1.md": "# Chapter 1\n\nI polished my boots.\n",
                "2.md": "# Chapter 2\n\nThe marshal came at dawn. So I am a knight-captain. I can hardly believe it.\n",
                "3.md": "# Chapter 3\n\nA week later I found myself leading a company down to the ford.\n"}
    assert conflicts_of(book_factory(chapters, bible, cfg), "world_rule_violation") == []
    chapters["2.md"] = "# Chapter 2\n\nThe marshal came at dawn and said nothing to me.\n"
    assert conflicts_of(book_factory(chapters, bible, cfg), "world_rule_violation") == [(3, ["Esk Varley"])]


def test_him_resolver_under_a_kin_subject(book_factory):
    bible = dict(KNIGHTS)
    bible["characters/b.md"] = "# Esk Varley\n## Basics\n- Gender: female\n## State\n- With Odo Tallow: her father\n"
    book = three_chapters(book_factory, "Esk Varley slept.", "Odo Tallow woke.", "Nothing.", bible)
    text = "Esk Varley had met Brann Tallow three times. Her father had called him the quietest man in the shire."
    assert resolve_word(book, text, "him") == "Brann Tallow"


def test_the_hand_in_a_splint_is_the_hand_just_spoken_of(book_factory):
    mid = ("Brann Tallow had slipped on the ice the night before.\n\nHis left hand. His sword hand. A deep cut across the "
           "palm, eight stitches. The hand was now in a splint that kept the fingers straight.\n\nAt the muster Brann Tallow "
           "signed the roll with his right hand, slowly.")
    assert conflicts_of(three_chapters(book_factory, "Brann Tallow ate.", mid, "Nothing.", KNIGHTS),
                        "baseline_violation") == []


SHOUT = {"characters/a.md": "# Gil Marrow\n## Basics\n- Gender: male\n## Baseline\n- Speech: terse; never raises his voice\n",
         "characters/b.md": "# Ada Finn\n## Basics\n- Gender: female\n"}


def test_a_shout_across_a_table_is_no_shout_across_a_distance(book_factory):
    table = "Ada Finn knocked his cup. Gil Marrow slammed it down and roared across the table at her."
    assert conflicts_of(three_chapters(book_factory, "Gil Marrow ate.", table, "Nothing.", SHOUT),
                        "baseline_violation") == [(2, ["Gil Marrow"])]
    yard = "Ada Finn was at the far gate. Gil Marrow roared across the yard at her to shut it."
    assert conflicts_of(three_chapters(book_factory, "Gil Marrow ate.", yard, "Nothing.", SHOUT),
                        "baseline_violation") == []


def test_a_shout_after_a_lead_and_with_his_own_arms(book_factory):
    lead = "Ada Finn read out the figures. Then, without the least warning, he slammed his fists down and bellowed at her."
    mid = "Gil Marrow sat at the desk. " + lead
    assert conflicts_of(three_chapters(book_factory, "Gil Marrow ate.", mid, "Nothing.", SHOUT),
                        "baseline_violation") == [(2, ["Gil Marrow"])]
    arms = "Gil Marrow stopped dead on the path. Then he flung out both his arms and began to shout."
    assert conflicts_of(three_chapters(book_factory, "Gil Marrow ate.", arms, "Nothing.", SHOUT),
                        "baseline_violation") == [(2, ["Gil Marrow"])]
