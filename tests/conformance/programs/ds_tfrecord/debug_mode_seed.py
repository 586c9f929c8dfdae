"""Pipeline debug mode (adapted from ut/python/dataset/test_pipeline_debug_mode.py numpy_slice_dataset /
generator_pipeline): MindSpore fixes an unset dataset seed to 1 when a debug-mode pipeline runs (and it stays 1);
msgraph kept the default seed, so shuffled orders differed."""
import numpy as np
import mindspore.dataset as ds
from _conf import emit

MODES = ("pynative",)

ds.config.set_seed(5489)     # the default: MindSpore takes it as "no seed"
emit("seed_before", ds.config.get_seed())
ds.config.set_debug_mode(True)
d = ds.NumpySlicesDataset(data=[1, 2, 3, 4, 5, 6, 7], column_names=["c"])
emit("order", [int(r[0]) for r in d.create_tuple_iterator(num_epochs=1, output_numpy=True)])
emit("seed_after", ds.config.get_seed())


def gen():
    for i in range(10):
        yield (np.array([i]),)


d = ds.GeneratorDataset(gen, ["data"]).skip(2).take(7).shuffle(5).batch(3, drop_remainder=True)
emit("pipeline", [r[0].tolist() for r in d.create_tuple_iterator(num_epochs=1, output_numpy=True)])
ds.config.set_debug_mode(False)
