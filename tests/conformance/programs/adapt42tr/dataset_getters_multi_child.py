"""get_batch_size / get_repeat_count of a pipeline with a zip or a concat (adapt42tr): MindSpore 2.10 follows the
LAST child of the multi-child node (the batch size / repeat count of the second dataset of a zip or a concat);
msgraph followed the first child."""
import numpy as np
import mindspore.dataset as ds
from _conf import emit


def a(n=6):
    return ds.NumpySlicesDataset({"x": np.arange(n)}, shuffle=False)


def b(n=6):
    return ds.NumpySlicesDataset({"x": np.arange(n) * 2}, shuffle=False)


CASES = {
    "concat_b2_b3": lambda: a().batch(2) + b().batch(3),
    "concat_b2_none": lambda: a().batch(2) + b(),
    "concat_none_b3": lambda: a() + b().batch(3),
    "zip_b2_b3": lambda: ds.zip((a().batch(2), b().rename("x", "y").batch(3))),
    "zip_none_b3": lambda: ds.zip((a(), b().rename("x", "y").batch(3))),
    "zip_b2_none": lambda: ds.zip((a().batch(2), b().rename("x", "y"))),
    "concat_rep2_none": lambda: a().repeat(2) + b(),
    "concat_none_rep3": lambda: a() + b().repeat(3),
    "concat_rep2_rep3": lambda: a().repeat(2) + b().repeat(3),
    "concat_then_rep4": lambda: (a() + b()).repeat(4),
    "concat_list_last_plain": lambda: a().concat([b().repeat(2), a()]),
    "zip_rep2_none": lambda: ds.zip((a().repeat(2), b().rename("x", "y"))),
    "zip_none_rep2": lambda: ds.zip((a(), b().repeat(2).rename("x", "y"))),
}
for name, mk in CASES.items():
    emit(name, (mk().get_batch_size(), mk().get_repeat_count(), mk().get_dataset_size()))
