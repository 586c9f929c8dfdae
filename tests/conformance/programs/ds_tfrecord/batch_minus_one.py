"""batch(batch_size=-1) (adapted from ut/python/dataset/test_batch.py test_batch_invalid_batch_size): MindSpore
accepts -1 when the pipeline is built (get_dataset_size gives the rows) and raises RuntimeError when it runs;
msgraph raised ValueError at batch()."""
import numpy as np
import mindspore.dataset as ds
from _conf import emit, emit_error

MODES = ("pynative",)

d = ds.NumpySlicesDataset(np.arange(6), ["a"], shuffle=False).batch(batch_size=-1)
emit("size", d.get_dataset_size())
emit_error("run", lambda: [r for r in d])
for b in (-2, 0):
    emit_error("build_%d" % b, lambda b=b: ds.NumpySlicesDataset(np.arange(6), ["a"]).batch(batch_size=b))
