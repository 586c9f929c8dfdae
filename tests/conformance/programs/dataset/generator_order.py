"""GeneratorDataset without shuffle: batches in MindSpore's order (random-access and iterable sources)."""
import numpy as np
import mindspore.dataset as ds
from _conf import emit

MODES = ("pynative",)


class Source:
    def __init__(self, n):
        self.x = np.arange(n * 2, dtype=np.float32).reshape(n, 2)
        self.y = np.arange(n, dtype=np.int32) % 3

    def __getitem__(self, i):
        return self.x[i], self.y[i]

    def __len__(self):
        return len(self.y)


def gen():
    for i in range(7):
        yield np.array([i, -i], np.int64), np.float64(i) / 2


data = ds.GeneratorDataset(Source(10), ["x", "y"], shuffle=False).batch(3)
emit("ra_batches", [tuple(b) for b in data.create_tuple_iterator()])
emit("ra_size", data.get_dataset_size())
emit("ra_drop", [tuple(b) for b in ds.GeneratorDataset(Source(10), ["x", "y"], shuffle=False)
                 .batch(4, drop_remainder=True).create_tuple_iterator(output_numpy=True)])
emit("gen_batches", [tuple(b) for b in ds.GeneratorDataset(gen, ["a", "b"]).batch(2).create_tuple_iterator()])
emit("gen_size", ds.GeneratorDataset(gen, ["a", "b"]).get_dataset_size())
emit("dict_rows", [d for d in ds.GeneratorDataset(Source(3), ["x", "y"], shuffle=False).create_dict_iterator()])
emit("direct_iter", [tuple(r) for r in ds.GeneratorDataset(Source(2), ["x", "y"], shuffle=False)])
emit("num_samples", [tuple(r) for r in ds.GeneratorDataset(Source(6), ["x", "y"], shuffle=False, num_samples=4)
                     .create_tuple_iterator(output_numpy=True)])
emit("iter_num_samples", [tuple(r) for r in ds.GeneratorDataset(gen, ["a", "b"], num_samples=3)
                          .create_tuple_iterator(output_numpy=True)])
emit("python_scalars", [tuple(r) for r in ds.GeneratorDataset(lambda: iter([(1, 2.5, True, [1, 2])]),
                                                              ["i", "f", "b", "l"])])
emit("epochs", [[tuple(r) for r in it] for it in [ds.GeneratorDataset(Source(2), ["x", "y"], shuffle=False)
                                                  .create_tuple_iterator(num_epochs=2)] * 2])
emit("sampler_seq", [r[1] for r in ds.GeneratorDataset(Source(6), ["x", "y"], sampler=ds.SequentialSampler(2, 3))])
emit("sampler_subset", [r[1] for r in ds.GeneratorDataset(Source(6), ["x", "y"],
                                                          sampler=ds.SubsetSampler([4, 1, 2]))])
