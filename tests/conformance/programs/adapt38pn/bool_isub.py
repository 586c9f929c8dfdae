"""adapt38pn: ``x -= y`` of a bool Tensor and a bool (a Python bool, numpy bool or bool Tensor) is a TypeError in
MindSpore 2.10's PyNative mode (its in-place path runs Sub, which refuses Bool), though ``x - y`` is their exclusive
or there; msgraph returned the exclusive or for ``-=`` too (SILENT).  ``-=`` of a number still promotes.  Graph
mode refuses both (Sub)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit, emit_error


def b():
    return Tensor(np.array([True, False]))


def isub(x, v):
    x -= v
    return x


def isub_index(x, v):
    x[0] -= v
    return x


if ms.get_context("mode") == ms.PYNATIVE_MODE:
    emit("sub_bool", b() - True)
    emit("sub_bool_tensor", b() - Tensor(True))
emit("isub_int", isub(b(), 1))
emit("isub_float", isub(b(), 1.5))
emit("isub_int8_tensor", isub(b(), Tensor(np.array([1], np.int8))))
emit_error("isub_bool", isub, b(), True)
