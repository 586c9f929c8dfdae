"""User samplers and batch samplers with state (adapted from ut/python/dataset/test_datasets_generator.py
test_generator_with_batch_sampler_in_recovery_mode): each iterator reads its own copy of the sampler, and a run
resumed with set_init_step replays the passes of the epochs it skips.  msgraph read the batch sampler itself (a
second iterator saw its state moved on) and started a resumed run at the copy's first pass."""
import numpy as np

import mindspore.dataset as ds
from _conf import emit
from _ds26_util import rows

MODES = ("pynative",)


class Shuffled(ds.Sampler):
    def __init__(self):
        super().__init__()
        self.g = np.random.default_rng(0)
        self.idx = list(range(6))

    def __iter__(self):
        self.g.shuffle(self.idx)
        return iter(list(self.idx))


class Batches:
    def __init__(self):
        self.indices = [[5, 1], [0], [2, 3, 4]]
        self.g = np.random.default_rng(0)

    def __iter__(self):
        self.g.shuffle(self.indices)
        return iter(self.indices)

    def __len__(self):
        return 3


def collate(x):
    return (np.stack(x),)


for kind in ("sampler", "batch_sampler"):
    kw = {"sampler": Shuffled()} if kind == "sampler" else {"batch_sampler": Batches(), "collate_fn": collate}
    d = ds.GeneratorDataset(np.arange(6), ["x"], **kw)
    n = d.get_dataset_size()
    emit(kind + "_two_iterators", [rows(d), rows(d)])
    it = d.create_tuple_iterator(output_numpy=True, num_epochs=3)
    emit(kind + "_three_epochs", [[r[0].tolist() for r in it] for _ in range(3)])
    d.set_init_step(n)
    it = d.create_tuple_iterator(output_numpy=True, num_epochs=3)
    emit(kind + "_resumed_epoch1", [[r[0].tolist() for r in it] for _ in range(2)])
    d.set_init_step(n + 1)
    it = d.create_tuple_iterator(output_numpy=True, num_epochs=3)
    emit(kind + "_resumed_mid_epoch1", [[r[0].tolist() for r in it] for _ in range(2)])
