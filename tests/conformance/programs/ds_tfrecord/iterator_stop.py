"""Iterator.stop() (adapted from ut/python/dataset/test_epoch_ctrl.py test_generator_dict_3/tuple_3): reading a
stopped iterator raises MindSpore's AttributeError (no '_runtime_context'); msgraph kept giving rows."""
import numpy as np
import mindspore.dataset as ds
from _conf import emit, emit_error

MODES = ("pynative",)


def gen():
    for i in range(4):
        yield (np.array([i]),)


for kind in ("dict", "tuple"):
    d = ds.GeneratorDataset(gen, ["data"])
    it = d.create_dict_iterator(num_epochs=-1) if kind == "dict" else d.create_tuple_iterator(num_epochs=-1)
    got = []
    for _ in range(2):
        for item in it:
            got.append(int((item["data"] if kind == "dict" else item[0]).asnumpy()[0]))
    emit(kind + "_rows", got)
    it.stop()
    emit_error(kind + "_after_stop", it.__next__)
