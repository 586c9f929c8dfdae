"""mindspore.numpy.pad: reflect_type='odd' for 'reflect' and 'symmetric' (also pads wider than the axis, and
integer input), and a padding function as the mode; Tensor.reshape of a set is MindSpore's TypeError."""
import numpy as np
import mindspore as ms
import mindspore.numpy as mnp
from _conf import emit

MODES = ("pynative",)

x = ms.Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
emit("symmetric_odd", mnp.pad(x, ((1, 2), (2, 1)), mode="symmetric", reflect_type="odd"))
emit("reflect_odd", mnp.pad(x, ((1, 2), (2, 1)), mode="reflect", reflect_type="odd"))
emit("reflect_odd_wide", mnp.pad(x, ((3, 4), (5, 4)), mode="reflect", reflect_type="odd"))
emit("symmetric_odd_wide", mnp.pad(x, ((4, 3), (4, 5)), mode="symmetric", reflect_type="odd"))
xi = ms.Tensor(np.arange(6, dtype=np.int32).reshape(2, 3))
emit("reflect_odd_int", mnp.pad(xi, ((3, 1), (2, 4)), mode="reflect", reflect_type="odd"))


def padder(vector, pad_width, iaxis, kwargs):
    value = kwargs.get("padder", 10)
    vector[:pad_width[0]] = value
    vector[-pad_width[1]:] = value
    return vector


emit("function_mode", mnp.pad(ms.Tensor(np.arange(8, dtype=np.float32).reshape(2, 4)), ((1, 2), (2, 1)),
                              mode=padder, padder=99))
try:
    x.reshape({0, 1, 2})
except TypeError as e:
    emit("reshape_set", type(e).__name__)
