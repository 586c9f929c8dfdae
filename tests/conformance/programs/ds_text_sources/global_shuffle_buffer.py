"""TextFileDataset/CSVDataset with shuffle=True (ut dataset test_datasets_textfileop global shuffles): the buffer of
MindSpore's added shuffle is four files' worth of a shard's rows (10000 at most; every row when a file averages under
one row), so few-row-per-file shards shuffle only locally; workers 1/2, shards, num_samples, two epochs (msgraph used
a 10000-row buffer)."""
import itertools

import mindspore.dataset as ds
from _conf import emit
from _txt import write

MODES = ("pynative",)
for i, n in enumerate([3, 7, 1, 5]):
    D = write("four", f"f{i}.txt", "".join(f"f{i}_{j}\n" for j in range(n)))
    write("four", f"f{i}.csv", "".join(f"{i},{j}\n" for j in range(n)))
for i in range(8):
    E = write("eight", f"h{i}.txt", "".join(f"h{i}{c}\n" for c in "abcd"))
for i in range(20):
    G = write("twenty", f"g{i:02d}.txt", f"s{i}\n")


def epochs(data, n=2):
    it = data.create_tuple_iterator(output_numpy=True, num_epochs=n)
    return [[" ".join(str(a) for a in r) for r in it] for _ in range(n)]


for seed, workers, shard, samples in itertools.product([7, 1234], [1, 2], [None, (2, 1), (3, 2)], [None, 4]):
    ds.config.set_seed(seed)
    kw = {"num_parallel_workers": workers, "shuffle": True, "num_samples": samples}
    if shard:
        kw.update(num_shards=shard[0], shard_id=shard[1])
    emit(f"text_{seed}_{workers}_{shard}_{samples}", epochs(ds.TextFileDataset(D + "/*.txt", **kw)))
    emit(f"csv_{seed}_{workers}_{shard}_{samples}", epochs(ds.CSVDataset(D + "/*.csv", column_defaults=[0, 0],
                                                                         column_names=["a", "b"], **kw)))
ds.config.set_seed(11)
emit("eight_files_buffer_16", epochs(ds.TextFileDataset(E + "/*.txt", shuffle=True, num_parallel_workers=1), 1))
emit("twenty_files_under_one_row", epochs(ds.TextFileDataset(G + "/*.txt", shuffle=True, num_parallel_workers=1,
                                                             num_shards=2, shard_id=0), 1))
