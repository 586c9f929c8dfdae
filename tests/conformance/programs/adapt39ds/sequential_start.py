"""SequentialSampler's start_index (adapted from ut/python/dataset/test_sampler.py): MindSpore takes a negative
start_index when the sampler is made and fails (RuntimeError) when the pipeline reads or sizes it; a start_index at
or past the last row sizes as 0 rows and fails when read."""
import numpy as np

import mindspore.dataset as ds
from _conf import emit, emit_error

MODES = ("pynative",)


class Src:
    def __getitem__(self, i):
        return (np.array(i, np.int32),)

    def __len__(self):
        return 10


def ids(d):
    return [int(r[0]) for r in d.create_tuple_iterator(output_numpy=True, num_epochs=1)]


emit("negative_made", type(ds.SequentialSampler(-1)).__name__)
emit_error("negative_read", lambda: ids(ds.GeneratorDataset(Src(), ["a"], sampler=ds.SequentialSampler(-1))))
emit_error("negative_size", lambda: ds.GeneratorDataset(Src(), ["a"], sampler=ds.SequentialSampler(-2, 3)).get_dataset_size())
emit("last_row", ids(ds.GeneratorDataset(Src(), ["a"], sampler=ds.SequentialSampler(9))))
emit("at_end_size", ds.GeneratorDataset(Src(), ["a"], sampler=ds.SequentialSampler(10)).get_dataset_size())
emit_error("at_end_read", lambda: ids(ds.GeneratorDataset(Src(), ["a"], sampler=ds.SequentialSampler(10))))
emit("past_end_size", ds.GeneratorDataset(Src(), ["a"], sampler=ds.SequentialSampler(12)).get_dataset_size())
emit_error("past_end_read", lambda: ids(ds.GeneratorDataset(Src(), ["a"], sampler=ds.SequentialSampler(12))))
emit_error("numpy_slices_at_end", lambda: ids(ds.NumpySlicesDataset([1, 2, 3], sampler=ds.SequentialSampler(3))))
emit_error("start_float", lambda: ds.SequentialSampler(1.5))
