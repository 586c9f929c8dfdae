"""Tensor.new_full with an int size (found by the adapt35t sweep s4_errors): MindSpore 2.10 wants a tuple / list
("new_full(): argument 'size' (position 1) must be tuple of int, not int", also for a bool); msgraph filled a
Tensor of that length.  new_zeros / new_ones take an int.  (new_full with a tuple is Ascend-only in MindSpore's
PyNative: not recorded.)"""
import numpy as np
from mindspore import Tensor
from _conf import emit, emit_error

x = Tensor(np.array([[0, 1.5], [2, 0]], np.float32))
emit_error("new_full_int", lambda: x.new_full(2, 1))
emit_error("new_full_bool", lambda: x.new_full(True, 1))
emit_error("new_zeros_int", lambda: x.new_zeros(2))
emit_error("new_ones_int", lambda: x.new_ones(3))
emit("done", 1)
