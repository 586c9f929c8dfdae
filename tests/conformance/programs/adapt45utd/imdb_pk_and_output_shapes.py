"""IMDBDataset under PKSampler (its rows' labels are the sampler's classes) and output_shapes(estimate=...)'s type
check (adapted from ut/python/dataset/test_datasets_imdb.py test_pk_sampler /
test_chained_sampler_with_weighted_random_pk_sampler and test_datasets_get_dynamic_shape.py
test_output_shapes_exception): the size and the labels drawn per class.  The IMDB folder is written to a temporary directory."""
import os
import tempfile

import numpy as np

import mindspore.dataset as ds
from _conf import emit, emit_error

MODES = ("pynative",)
ROOT = tempfile.mkdtemp(prefix="adapt45utd_imdb_")
for usage, n in (("train", 3), ("test", 2)):
    for kind in ("pos", "neg"):
        os.makedirs(os.path.join(ROOT, usage, kind))
        for i in range(n):
            with open(os.path.join(ROOT, usage, kind, f"{i}_{kind}.txt"), "w") as f:
                f.write(f"{usage} {kind} review {i}\n")


def rows(d):
    """The labels drawn, sorted (MindSpore's PKSampler draws the ids of a class at random; only the per-class
    counts are deterministic)."""
    return sorted(int(r["label"]) for r in d.create_dict_iterator(num_epochs=1, output_numpy=True))


emit("pk1_all_size", ds.IMDBDataset(ROOT, sampler=ds.PKSampler(1)).get_dataset_size())
emit("pk1_all_rows", rows(ds.IMDBDataset(ROOT, sampler=ds.PKSampler(1))))
emit("pk2_train_rows", rows(ds.IMDBDataset(ROOT, usage="train", sampler=ds.PKSampler(2))))
emit("pk3_test_size", ds.IMDBDataset(ROOT, usage="test", sampler=ds.PKSampler(3)).get_dataset_size())
emit("pk3_test_rows", rows(ds.IMDBDataset(ROOT, usage="test", sampler=ds.PKSampler(3))))
emit("pk2_num_samples_3", rows(ds.IMDBDataset(ROOT, usage="train", sampler=ds.PKSampler(2, num_samples=3))))


def chained():
    s = ds.WeightedRandomSampler(weights=[1.0, 1.0, 1.0, 1.0], num_samples=4)
    s.add_child(ds.PKSampler(num_val=2, class_column="label"))
    d = ds.IMDBDataset(ROOT, usage="train", sampler=s)
    return d.get_dataset_size(), len(rows(d))


ds.config.set_seed(5)
emit("chained_weighted_pk", chained())


def gen():
    yield (np.ones(2, np.float32),)
    yield (np.ones((2, 1), np.float32),)


emit_error("estimate_int", lambda: ds.GeneratorDataset(gen, ["data1"]).output_shapes(estimate=1))
emit_error("estimate_str", lambda: ds.GeneratorDataset(gen, ["data1"]).output_shapes(estimate="yes"))
emit_error("estimate_inconsistent", lambda: ds.GeneratorDataset(gen, ["data1"]).output_shapes(estimate=True))
emit("estimate_false", ds.GeneratorDataset(gen, ["data1"]).output_shapes(estimate=False))
