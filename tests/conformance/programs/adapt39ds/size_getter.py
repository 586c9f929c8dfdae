"""get_dataset_size over a source without __len__ (adapted from ut/python/dataset/test_get_size.py and
test_datasets_generator.py): MindSpore counts the rows of the source (and of a filter) only and derives map, batch,
take, skip and repeat from that count -- their Python functions are not called, a batch whose rows could not be
stacked still has a size -- and an endless repeat() counts as one pass of its child."""
import numpy as np

import mindspore.dataset as ds
from _conf import emit, emit_error

MODES = ("pynative",)
CALLS = []


def gen():
    for i in range(5):
        yield (np.array([i] * (i % 2 + 1), np.int32),)     # rows of length 1 and 2: batch() cannot stack them


class Sized:
    def __getitem__(self, i):
        return (np.array(i, np.int32),)

    def __len__(self):
        return 5


def counted(a):
    CALLS.append(1)
    return a


def per_batch(a, info):
    CALLS.append(1)
    return (a,)


def src():
    return ds.GeneratorDataset(gen, ["a"], shuffle=False)


emit("map_not_called", [src().map(counted, ["a"]).get_dataset_size(), len(CALLS)])
emit("per_batch_map_not_called", [src().batch(2, per_batch_map=per_batch, input_columns=["a"]).get_dataset_size(),
                                  len(CALLS)])
emit("map_raising", src().map(lambda a: a // 0 if a.sum() > 3 else a, ["a"]).get_dataset_size())
emit("batch_unstackable", src().batch(2).get_dataset_size())
emit("batch_drop_unstackable", src().batch(2, drop_remainder=True).get_dataset_size())
emit("map_batch_take", src().map(counted, ["a"]).batch(1).take(3).get_dataset_size())
emit("filter_counts", src().filter(lambda a: a.sum() % 2 == 0).batch(2).get_dataset_size())
emit("repeat_endless", src().repeat().get_dataset_size())
emit("repeat_endless_batch", src().repeat(-1).batch(2).get_dataset_size())
emit("repeat_endless_take", src().repeat(-1).take(7).get_dataset_size())
emit("repeat_endless_skip", src().repeat(-1).skip(7).get_dataset_size())
emit("repeat_endless_nested", [src().repeat(2).repeat(-1).get_dataset_size(), src().repeat(-1).repeat(2).get_dataset_size()])
emit("repeat_endless_sized", ds.GeneratorDataset(Sized(), ["a"], shuffle=False).repeat(-1).batch(2, True).get_dataset_size())
emit("rows_still_fail", len(CALLS))
emit_error("batch_unstackable_iterated", lambda: [r for r in src().batch(2).create_tuple_iterator(output_numpy=True)])
