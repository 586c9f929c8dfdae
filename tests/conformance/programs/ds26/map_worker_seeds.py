"""Random Python functions under python_multiprocessing with a dataset seed (adapted from
ut/python/dataset/test_datasets_generator.py test_generator_with_seed_and_multiprocessing_mode): MindSpore's worker
k reseeds Python's and numpy's generators with seed + k and takes the rows in turn (the end of an epoch takes a
map worker's turn).  ds.config.set_seed (and ms.set_seed) also seed Python's and numpy's global generators.
msgraph seeded one shared stream once per map and left random unseeded in set_seed."""
import random

import numpy as np

import mindspore as ms
import mindspore.dataset as ds
from _conf import emit

MODES = ("pynative",)

ds.config.set_seed(123)
emit("set_seed_seeds_globals", [random.randint(0, 10 ** 6), int(np.random.randint(0, 10 ** 6))])
ms.set_seed(7)
emit("ms_set_seed_seeds_globals", [random.randint(0, 10 ** 6), int(np.random.randint(0, 10 ** 6))])


class Draws:
    def __getitem__(self, index):
        return np.array(random.randint(1, 1000)), np.array(int(np.random.randint(0, 100)))

    def __len__(self):
        return 5


def add_column(data):
    return data, np.array(random.randint(1000, 2000)), np.array(ds.config.get_seed())


ds.config.set_seed(1234)
d = ds.GeneratorDataset(Draws(), ["data", "label"], num_parallel_workers=2)
d = d.map(add_column, input_columns=["data"], output_columns=["data", "data2", "seed"], num_parallel_workers=2,
          python_multiprocessing=True)
it = d.create_tuple_iterator(num_epochs=3, output_numpy=True)
emit("three_epochs", [[[c.tolist() for c in r] for r in it] for _ in range(3)])
state = random.getstate()
emit("second_iterator_repeats", [[c.tolist() for c in r] for r in d.create_tuple_iterator(num_epochs=1,
                                                                                      output_numpy=True)])
emit("caller_state_kept", random.getstate() == state)

one = ds.NumpySlicesDataset(np.arange(4), ["x"], shuffle=False).map(
    lambda x: (x, np.array(random.randint(0, 99))), input_columns=["x"], output_columns=["x", "r"],
    num_parallel_workers=1, python_multiprocessing=True)
emit("one_worker", [[c.tolist() for c in r] for r in one.create_tuple_iterator(num_epochs=1, output_numpy=True)])
ds.config.set_seed(5)
threads = ds.NumpySlicesDataset(np.arange(3), ["x"], shuffle=False).map(
    lambda x: (x, np.array(random.randint(0, 99))), input_columns=["x"], output_columns=["x", "r"],
    num_parallel_workers=1)
emit("thread_map_after_set_seed", [[c.tolist() for c in r] for r in threads.create_tuple_iterator(
    num_epochs=1, output_numpy=True)])
