"""WikiText, PennTreebank, EnWik9 and the CSV news corpora AGNews, AmazonReview, DBpedia, SogouNews, YahooAnswers,
YelpReview (ut dataset test_datasets_wiki_text, _penn_treebank, _enwik9, _ag_news, ...): files per usage and their
order for 'all', columns, empty lines, sharding, missing files and usage errors (msgraph lacked them)."""
import os

import mindspore.dataset as ds
from _conf import emit, emit_error
from _txt import D, write

MODES = ("pynative",)


def rows(data):
    return [[str(a.item()) for a in r] for r in data.create_tuple_iterator(output_numpy=True, num_epochs=1)]


def show(data):
    return [data.get_col_names(), data.get_dataset_size(), rows(data)]


for u in ("train", "valid", "test"):
    WT = write("wt", f"wiki.{u}.tokens", f" = {u} = \n\n {u} one\n {u} two\n")
    PTB = write("ptb", f"ptb.{u}.txt", f" {u} a\n\n {u} b\n")
EW = write("ew", "enwik9", "a\n\nb\n\r\n  \nc")
for u in ("train", "valid", "test", "all", None):
    emit(f"wiki_{u}", show(ds.WikiTextDataset(WT, usage=u, shuffle=False, num_parallel_workers=1)))
    emit(f"ptb_{u}", show(ds.PennTreebankDataset(PTB, usage=u, shuffle=False, num_parallel_workers=1)))
emit("wiki_two_workers", rows(ds.WikiTextDataset(WT, usage="all", shuffle=False, num_parallel_workers=2)))
emit("wiki_shard", rows(ds.WikiTextDataset(WT, usage="all", shuffle=False, num_shards=4, shard_id=3,
                                           num_parallel_workers=1)))
emit("enwik9", show(ds.EnWik9Dataset(EW, shuffle=False)))
NEWS = [(ds.AGNewsDataset, 3), (ds.AmazonReviewDataset, 3), (ds.DBpediaDataset, 3), (ds.SogouNewsDataset, 3),
        (ds.YahooAnswersDataset, 4), (ds.YelpReviewDataset, 2)]
for cls, ncol in NEWS:
    sub = cls.__name__
    for u in ("train", "test"):
        fields = ",".join(f'"{u} {k}, ""q"""' if k else "1" for k in range(ncol))
        d = write(sub, f"{u}.csv", fields + "\n" + fields.replace("1", "2", 1) + "\n")
    for u in ("train", "test", "all"):
        emit(f"{sub}_{u}", show(cls(d, usage=u, shuffle=False, num_parallel_workers=1)))
    emit(f"{sub}_samples_shard", rows(cls(d, usage="all", shuffle=False, num_shards=3, shard_id=2, num_samples=1)))
    emit_error(f"{sub}_usage", lambda: cls(d, usage="valid"))
emit_error("wiki_usage_type", lambda: ds.WikiTextDataset(WT, usage=1))
emit_error("wiki_no_dir", lambda: ds.WikiTextDataset(os.path.join(D, "nope")))
emit_error("ptb_missing_file", lambda: rows(ds.PennTreebankDataset(write("p2", "ptb.test.txt", "x\n"),
                                                                   usage="train")))
emit_error("news_missing_file", lambda: rows(ds.AGNewsDataset(write("n2", "test.csv", "1,a,b\n"), usage="train")))
EX = write("ex", "enwik9", "a\n\nb\n\nc\n")
data = ds.EnWik9Dataset(EX, shuffle=False, num_shards=2, shard_id=1, num_parallel_workers=2)
emit("enwik9_shard_counts_empty_lines", [data.get_dataset_size(), rows(data)])
