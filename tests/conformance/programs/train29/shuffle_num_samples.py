"""A map-style source given num_samples and shuffle (the default) samples with replacement, as MindSpore 2.10's
select_sampler builds RandomSampler(replacement=True, num_samples=n) then (msgraph drew a permutation): the rows a
seeded pipeline yields over two epochs, and what Model.train feeds; explicit samplers and sharded sources stay
without replacement; a replacement sampler draws at most as many rows as the source has."""
import numpy as np

import mindspore.dataset as ds
from _conf import emit
from _train29_util import X, Y_CLS, Fields, cls_model

ds.config.set_seed(3)


class Src:
    def __getitem__(self, i):
        return X[i], Y_CLS[i]

    def __len__(self):
        return 12


def epochs(d, n=2):
    it = d.create_tuple_iterator(output_numpy=True, num_epochs=n)
    return [[int(r[-1]) if r[-1].ndim == 0 else r[-1].tolist() for r in it] for _ in range(n)]


emit("generator_num_samples", epochs(ds.GeneratorDataset(Src(), ["x", "y"], num_samples=5)))
emit("generator_num_samples_shuffle", epochs(ds.GeneratorDataset(Src(), ["x", "y"], num_samples=5, shuffle=True)))
emit("numpy_slices_num_samples", epochs(ds.NumpySlicesDataset({"i": np.arange(10)}, shuffle=True, num_samples=6)))
emit("num_samples_above_rows", epochs(ds.NumpySlicesDataset({"i": np.arange(4)}, num_samples=7)))
emit("num_samples_no_shuffle", epochs(ds.NumpySlicesDataset({"i": np.arange(10)}, shuffle=False, num_samples=4)))
emit("num_samples_sharded", epochs(ds.NumpySlicesDataset({"i": np.arange(10)}, num_samples=3, num_shards=2, shard_id=0)))
emit("replacement_sampler_above_rows",
     epochs(ds.NumpySlicesDataset({"i": np.arange(4)}, sampler=ds.RandomSampler(replacement=True, num_samples=7))))
emit("dataset_size", ds.NumpySlicesDataset({"i": np.arange(4)}, num_samples=7).get_dataset_size())
d = ds.GeneratorDataset(Src(), ["x", "y"], num_samples=8).batch(4)
emit("batched_labels", epochs(d))

net, model = cls_model()
f = Fields(("on_train_step_end",))
model.train(2, ds.GeneratorDataset(Src(), ["data", "label"], num_samples=8).batch(4), callbacks=[f],
            dataset_sink_mode=False)
emit("train_steps", f.rows, rtol=1e-4)
