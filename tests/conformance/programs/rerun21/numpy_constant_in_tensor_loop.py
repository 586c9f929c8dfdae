"""Adapted from MindSpore 2.10's tests/st/compiler/fallback/control_flow/test_fallback_011_if_in_while.py
(test_if_in_while_numpy) and test_fallback_111: a numpy constant the body of a ``while`` on a Tensor assigns only
under a numpy condition that is false stays a numpy constant (MindSpore folds the condition); msgraph carried it
around the loop as a Tensor, and ``y > x`` became the TypeError of a Tensor op given a numpy array (a regression
since numpy constants given to graph ops are refused)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit
from _conf import emit


@jit(backend="ms_backend")
def if_in_while():
    x = np.array([1, 2])
    y = np.array([3, 2])
    index = Tensor(1)
    while index < Tensor(3):
        index += 1
        if (y > x).all():
            y += x
    return Tensor(y)


@jit
def if_in_while_with_tensor(t):
    x = np.array([1.0, 2.0], np.float32)
    y = np.array([3.0, 2.0], np.float32)
    i = Tensor(0)
    while i < 3:
        i = i + 1
        t = t * 2
        if (y > x).all():
            y = y + x
    return t + Tensor(y), i


emit("if_in_while", if_in_while())
emit("if_in_while_with_tensor", if_in_while_with_tensor(Tensor(np.array([1.0, -1.0], np.float32))))
