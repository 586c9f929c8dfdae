"""Dataset.split on a file source (ut dataset test_split unmappable tests): MindSpore's argument checks and messages,
its rounding of fractional sizes (rest to the first split, excess taken from the first large enough one), a
randomized split that shuffles the same way every epoch, the sharded-source error; msgraph had other messages and
classes, put the rounding rest in the last split and reshuffled each epoch."""
import mindspore.dataset as ds
from _conf import emit, emit_error
from _txt import write

MODES = ("pynative",)
D = write("split", "a.txt", "".join(f"line {i}\n" for i in range(7)))
FILE = D + "/a.txt"


def texts(data):
    return [str(r[0]) for r in data.create_tuple_iterator(output_numpy=True, num_epochs=1)]


def source():
    return ds.TextFileDataset(FILE, shuffle=False, num_parallel_workers=1)


emit("split_ints", [texts(s) for s in source().split([4, 3], randomize=False)])
emit("split_fractions_rest_first", [texts(s) for s in source().split([0.3, 0.3, 0.4], randomize=False)])
emit("split_fractions_excess", [texts(s) for s in source().split([0.5, 0.5], randomize=False)])
emit("split_type", type(source().split([4, 3], randomize=False)).__name__)
ds.config.set_seed(53)
a, b = source().split([0.8, 0.2])
emit("randomized_same_each_epoch", [texts(a.repeat(3)), texts(b.repeat(2))])
for label, sizes in (("empty", []), ("mixed", [5, 0.6]), ("negative", [-1, 8]), ("int_sum", [3, 1]),
                     ("float_range", [1.5, 0.5]), ("float_sum", [0.3, 0.6]), ("too_small", [0.05, 0.95]),
                     ("tuple", (4, 3))):
    emit_error(f"bad_{label}", lambda sizes=sizes: source().split(sizes))
emit_error("randomize_int", lambda: source().split([4, 3], randomize=1))
emit_error("sharded", lambda: ds.TextFileDataset(FILE, num_shards=2, shard_id=0).split([2, 2]))
