"""mint.fmod edge cases (session 35, adapt35x), measured on MindSpore 2.10's CPU (PyNative; its Graph mode has no
Fmod kernel): an unsigned Tensor fmod a negative Python int keeps the number's sign (uint8 [249, 5, 100] fmod -3
is [0, 2, 1], as fmod 3; msgraph wrapped -3 to 253), and two bool Tensors give ``x and not y`` (True fmod False
is True: 1 fmod 0 is NaN, cast to True; msgraph gave False everywhere)."""
import numpy as np

from mindspore import Tensor, mint
from _conf import emit_error

for dt in (np.uint8, np.int8, np.int32):
    a = Tensor(np.array([249, 5, 100, 7]).astype(dt))
    n = np.dtype(dt).name
    emit_error("fmod_m3_" + n, lambda: mint.fmod(a, -3))
    emit_error("fmod_3_" + n, lambda: mint.fmod(a, 3))
    emit_error("fmod_m3.5_" + n, lambda: mint.fmod(a, -3.5))
tb, fb = Tensor(np.array([True, True, False, False])), Tensor(np.array([True, False, True, False]))
emit_error("fmod_bool", lambda: mint.fmod(tb, fb))
emit_error("fmod_bool_2d", lambda: mint.fmod(Tensor(np.array([[True], [False]])), fb))
