"""CoNLL2000Dataset, UDPOSDataset (ut dataset test_datasets_conll2000, test_datasets_udposop): one row per sentence,
but sizes and shards count non-empty lines (a shard cuts sentences), the size an iterator records after a full
epoch; IMDBDataset (test_datasets_imdb): file order, last line as text, int32 labels, samplers;
WeightedRandomSampler's checks (msgraph lacked the sources)."""

import mindspore.dataset as ds
from _conf import emit, emit_error
from _txt import D, write

MODES = ("pynative",)


def rows(data):
    return [[a.tolist() for a in r] for r in data.create_tuple_iterator(output_numpy=True, num_epochs=1)]


CN = write("conll", "test.txt", "He PBP B-NP\nreckons   VBZ  B-VP\n. . O\n\nThe DT B-NP\n1.8 CD I-NP\n. . O\n")
write("conll", "train.txt", "A B C\nof IN B-PP\nthe DT B-NP\nx y z\n\n\nHer PP$ B-NP\n's POS B-NP\n")
for u in ("train", "test", "all"):
    data = ds.CoNLL2000Dataset(CN, usage=u, shuffle=False, num_parallel_workers=1)
    emit(f"conll_{u}", [data.get_col_names(), data.get_dataset_size(), rows(data), data.get_dataset_size()])
for kw in ({"num_shards": 2, "shard_id": 0}, {"num_shards": 2, "shard_id": 1}, {"num_shards": 3, "shard_id": 2},
           {"num_samples": 1}, {"num_shards": 5, "shard_id": 4}):
    data = ds.CoNLL2000Dataset(CN, usage="all", shuffle=False, num_parallel_workers=1, **kw)
    emit(f"conll_{sorted(kw.items())}", [data.get_dataset_size(), rows(data)])
data = ds.CoNLL2000Dataset(CN, usage="all", shuffle=False, num_parallel_workers=1)
emit("conll_size_after_epoch", [len(rows(data)), data.get_dataset_size()])
emit("conll_two_workers", rows(ds.CoNLL2000Dataset(CN, usage="all", shuffle=False, num_parallel_workers=2)))
emit_error("conll_usage", lambda: ds.CoNLL2000Dataset(CN, usage="valid"))
UD = None
for u, text in (("train", "a\tB\tC\nd\tE\tF\n\nx\tY\tZ\n"), ("dev", "p\tQ\tR\n"), ("test", "t\tU\tV\n\nw\tX\tY\n")):
    UD = write("udpos", f"en-ud-tag.v2.{u}.txt", text)
for u in ("train", "valid", "test", "all"):
    data = ds.UDPOSDataset(UD, usage=u, shuffle=False, num_parallel_workers=1)
    emit(f"udpos_{u}", [data.get_col_names(), data.get_dataset_size(), rows(data)])
emit_error("udpos_two_columns", lambda: rows(ds.UDPOSDataset(write("ud2", "en-ud-tag.v2.train.txt", "a\tB\n"),
                                                             usage="train")))
IM = D + "/imdb"
for usage in ("train", "test"):
    for kind in ("pos", "neg"):
        for name, text in (("10.txt", f"{usage} {kind} first\n{usage} {kind} last\n"), ("2.txt", " two "),
                           ("b.md", "n\r\n")):
            write(f"imdb/{usage}/{kind}", name, text)
write("imdb/train/unsup", "0.txt", "unsup")
for u in (None, "train", "test"):
    data = ds.IMDBDataset(IM, usage=u, shuffle=False)
    emit(f"imdb_{u}", [data.get_col_names(), data.get_dataset_size(), [[str(a.dtype), a.tolist()] for r in
                                                                        data.create_tuple_iterator(
                                                                            output_numpy=True) for a in r]])
emit("imdb_shard", rows(ds.IMDBDataset(IM, usage="train", shuffle=False, num_shards=4, shard_id=3)))
emit("imdb_subset", rows(ds.IMDBDataset(IM, sampler=ds.SubsetSampler([5, 0, 3]))))
emit("imdb_weighted_size", ds.IMDBDataset(IM, sampler=ds.WeightedRandomSampler([1.0, 2.0])).get_dataset_size())
emit_error("imdb_usage", lambda: ds.IMDBDataset(IM, usage="valid"))
emit_error("imdb_shuffle_int", lambda: ds.IMDBDataset(IM, shuffle=1))
emit_error("imdb_shards_without_id", lambda: ds.IMDBDataset(IM, num_shards=2))
emit_error("imdb_missing_folder", lambda: rows(ds.IMDBDataset(write("im2/train/pos", "0.txt", "x").rsplit(
    "/train", 1)[0], usage="train")))
emit_error("weights_str", lambda: ds.WeightedRandomSampler(""))
emit_error("weights_tuple", lambda: ds.WeightedRandomSampler((0.9, 0.8)))
for name, w in (("empty", []), ("negative", [1.0, -0.4]), ("zeros", [0, 0])):
    emit_error(f"weights_{name}_parse", lambda w=w: ds.WeightedRandomSampler(w).parse())
    emit_error(f"weights_{name}_use", lambda w=w: rows(ds.IMDBDataset(IM, sampler=ds.WeightedRandomSampler(w))))
