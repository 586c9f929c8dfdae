"""mint.diff and mint.addmm dtype refusals (session 37, adapt37mt), measured on MindSpore 2.10's CPU, PyNative and
ms.jit: mint.diff of a Float64 / Int16 / Complex64 input is the TypeError "For 'diff', 'input' do not support
complex64/complex128/float64/int16" (even with n=0), other integer / bool / float16 / float32 inputs compute;
mint.addmm with an input that is not BFloat16 / Float16 / Float32 is Addmm's TypeError.  msgraph had computed
them all."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, mint
from _conf import emit_error


def flush():
    """MindSpore 2.10's PyNative raises a failed pyboost kernel's error again at the next calls: absorb it."""
    ok = 0
    for _ in range(12):
        try:
            mint.add(Tensor(np.ones(2, np.float32)), 1).asnumpy()
            ok += 1
            if ok == 3:
                return
        except Exception:  # noqa
            ok = 0


def e(label, fn):
    emit_error(label, fn)
    flush()


v = np.array([1, 3, 2, 7])
for dt in (np.float64, np.int16, np.complex64, np.float32, np.float16, np.int32, np.uint8, np.bool_):
    e("diff_" + np.dtype(dt).name, lambda: mint.diff(Tensor(v.astype(dt))))
e("diff_f64_n0", lambda: mint.diff(Tensor(v.astype(np.float64)), n=0))
e("diff_f64_2d_dim0", lambda: mint.diff(Tensor(np.arange(6.0).reshape(2, 3)), dim=0))


@ms.jit
def jdiff(x):
    return mint.diff(x)


@ms.jit
def jaddmm(x):
    return mint.addmm(x, x, x)


e("jit_diff_f64", lambda: jdiff(Tensor(v.astype(np.float64))))
for dt in (np.float64, np.int32, np.int64, np.bool_):
    o = Tensor(np.ones((2, 2)).astype(dt))
    a = Tensor(np.ones((2, 2), np.float32))
    e("addmm_input_" + np.dtype(dt).name, lambda: mint.addmm(o, a, a, beta=2))
    e("addmm_all_" + np.dtype(dt).name, lambda: mint.addmm(o, o, o))
    e("jit_addmm_" + np.dtype(dt).name, lambda: jaddmm(o))
