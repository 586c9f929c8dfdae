"""EnWik9Dataset, CoNLL2000Dataset, CLUEDataset read orders (ut dataset test_datasets_enwik9, _conll2000, _clue):
no shuffle / Shuffle.FILES / True with one or two workers, shards, two epochs, several seeds -- the reader's rows
being lines while its output rows are (partial) sentences, the shuffle buffer following the line counts (msgraph
lacked the sources)."""
import itertools
import json

import mindspore.dataset as ds
from _conf import emit
from _txt import write

MODES = ("pynative",)
for i, n in enumerate([2, 5, 1]):
    EW = write(f"ew{i}", "enwik9", "".join(f"e{i}_{j}\n" + ("\n" if j % 2 else "") for j in range(n * 3)))
CN = write("cn", "train.txt", "".join(f"w{j} P C\n" + ("\n" if j % 3 == 2 else "") for j in range(20)) + "\n")
write("cn", "test.txt", "".join(f"t{j} P C\n" + ("\n" if j % 2 else "") for j in range(9)) + "\n")
for i, n in enumerate([4, 9, 2]):
    CL = write("cl", f"c{i}.json", "".join(json.dumps({"sentence1": f"c{i}_{j}", "sentence2": "x", "label": "0"})
                                           + "\n" for j in range(n)))


def epochs(data, show):
    it = data.create_tuple_iterator(output_numpy=True, num_epochs=2)
    return [[show(r) for r in it] for _ in range(2)]


for seed, workers, shard, shuffle in itertools.product([5, 99], [1, 2], [None, (2, 1), (4, 3)],
                                                       [False, ds.Shuffle.FILES, True]):
    ds.config.set_seed(seed)
    kw = {"num_parallel_workers": workers, "shuffle": shuffle}
    if shard:
        kw.update(num_shards=shard[0], shard_id=shard[1])
    tag = f"{seed}_{workers}_{shard}_{shuffle}"
    data = ds.EnWik9Dataset(EW.replace("ew2", "ew1"), **kw)
    emit(f"enwik9_{tag}", [epochs(data, lambda r: str(r[0])), data.get_dataset_size()])
    data = ds.CoNLL2000Dataset(CN, usage="all", **kw)
    emit(f"conll_{tag}", [data.get_dataset_size(), epochs(data, lambda r: " ".join(r[0].tolist()))])
    emit(f"clue_{tag}", epochs(ds.CLUEDataset(CL + "/*.json", **kw), lambda r: str(r[1])))
