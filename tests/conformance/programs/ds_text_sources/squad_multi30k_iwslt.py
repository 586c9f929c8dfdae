"""SQuADDataset, Multi30kDataset, IWSLT2016Dataset, IWSLT2017Dataset (ut dataset test_datasets_squad, _multi30k,
_iwslt): rows, dtypes and shapes, file order per usage, unanswerable questions, language pairs, two workers,
shards, argument errors (msgraph lacked the sources)."""
import json
import os

import mindspore.dataset as ds
from _conf import emit, emit_error
from _txt import D, write

MODES = ("pynative",)


def rows(data):
    return [[(str(a.dtype), list(a.shape), a.tolist()) for a in r]
            for r in data.create_tuple_iterator(output_numpy=True, num_epochs=1)]


def squad(qas, context="C text"):
    return json.dumps({"version": "v2.0", "data": [{"title": "t", "paragraphs": [{"context": context, "qas": qas}]}]})


SQ = write("squad", "train-v1.1.json", squad([{"question": "q1", "id": "1", "answers": [
    {"text": "a", "answer_start": 3}]}, {"question": "q2", "id": "2", "answers": [{"text": "b", "answer_start": 0},
                                                                                {"text": "bb", "answer_start": 1}]}]))
write("squad", "dev-v1.1.json", squad([{"question": "q3", "id": "3", "answers": [], "is_impossible": True,
                                        "plausible_answers": [{"text": "x", "answer_start": 2}]}], "D"))
for u in ("train", "dev", "all"):
    data = ds.SQuADDataset(SQ, usage=u, shuffle=False, num_parallel_workers=1)
    emit(f"squad_{u}", [data.get_col_names(), data.get_dataset_size(), rows(data)])
emit("squad_shard", rows(ds.SQuADDataset(SQ, usage="all", shuffle=False, num_shards=2, shard_id=1)))
emit_error("squad_usage", lambda: ds.SQuADDataset(SQ, usage="test"))
M = None
for folder, stem, n in (("training", "train", 3), ("validation", "val", 2), ("mmt16_task1_test", "test", 1)):
    for lang in ("en", "de"):
        M = write("m30k/" + folder, f"{stem}.{lang}", "".join(f"{stem} {lang} {i}\n" for i in range(n)))
M = os.path.join(D, "m30k")
for u in ("train", "valid", "test", "all"):
    data = ds.Multi30kDataset(M, usage=u, shuffle=False, num_parallel_workers=1)
    emit(f"m30k_{u}", [data.get_col_names(), data.get_dataset_size(), rows(data)])
emit("m30k_de_en", rows(ds.Multi30kDataset(M, usage="valid", language_pair=("de", "en"), shuffle=False)))
emit("m30k_two_workers", rows(ds.Multi30kDataset(M, usage="all", shuffle=False, num_parallel_workers=2)))
emit("m30k_shard", rows(ds.Multi30kDataset(M, usage="all", shuffle=False, num_shards=4, shard_id=3,
                                           num_parallel_workers=1)))
emit_error("m30k_usage", lambda: ds.Multi30kDataset(M, usage="dev"))
emit_error("m30k_pair", lambda: ds.Multi30kDataset(M, language_pair=["ch", "ja"]))
emit_error("m30k_pair_len", lambda: ds.Multi30kDataset(M, language_pair=["en", "de", "en"]))
B16 = "iw16/texts/de/en/de-en"
TAGS = "<url>u</url>\n<title>t</title>\n  {0} one \n{0} two\n<reviewer>r</reviewer>\n"
XML = '<?xml version="1.0" encoding="UTF-8"?>\n<mteval>\n<srcset setid="s" srclang="x">\n<doc docid="d" genre="g">\n' \
      '<title>t</title>\n<seg id="1"> {0} {1} a </seg>\n<seg id="2">{0} {1} b</seg>\n</doc>\n</srcset>\n</mteval>\n'
for lang in ("de", "en"):
    write(B16, f"train.tags.de-en.{lang}", TAGS.format(lang))
    for s in ("tst2013", "tst2014", "dev2010"):
        write(B16, f"IWSLT16.TED.{s}.de-en.{lang}.xml", XML.format(lang, s))
I16 = os.path.join(D, "iw16")
for u in ("train", "valid", "test", "all"):
    data = ds.IWSLT2016Dataset(I16, usage=u, language_pair=["de", "en"], shuffle=False, num_parallel_workers=1)
    emit(f"iwslt16_{u}", [data.get_col_names(), data.get_dataset_size(), rows(data)])
emit("iwslt16_sets", rows(ds.IWSLT2016Dataset(I16, usage="all", valid_set="dev2010", test_set="tst2013",
                                              shuffle=False, num_parallel_workers=2)))
emit_error("iwslt16_pair", lambda: ds.IWSLT2016Dataset(I16, language_pair=["de", "fr"]))
emit_error("iwslt16_pair_str", lambda: ds.IWSLT2016Dataset(I16, language_pair="de"))
emit_error("iwslt16_set", lambda: ds.IWSLT2016Dataset(I16, valid_set="tst2099"))
emit_error("iwslt16_missing_pair", lambda: rows(ds.IWSLT2016Dataset(I16, usage="train", language_pair=["en", "de"])))
B17 = "iw17/texts/DeEnItNlRo/DeEnItNlRo/DeEnItNlRo-DeEnItNlRo"
for lang in ("de", "en"):
    write(B17, f"train.tags.de-en.{lang}", TAGS.format(lang + "17"))
    for s in ("dev2010", "tst2010"):
        write(B17, f"IWSLT17.TED.{s}.de-en.{lang}.xml", XML.format(lang, s))
I17 = os.path.join(D, "iw17")
for u in ("train", "valid", "test", "all"):
    data = ds.IWSLT2017Dataset(I17, usage=u, language_pair=("de", "en"), shuffle=False, num_parallel_workers=1)
    emit(f"iwslt17_{u}", [data.get_col_names(), data.get_dataset_size(), rows(data)])
emit_error("iwslt17_pair", lambda: ds.IWSLT2017Dataset(I17, language_pair=["de", "fr"]))
