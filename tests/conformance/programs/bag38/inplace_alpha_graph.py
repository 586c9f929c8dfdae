"""bag38: ``x.add_(other, alpha=...)`` / ``x.sub_(other, alpha=...)`` with a float alpha on an integer Tensor in
graph code (``@jit``), MindSpore 2.10 CPU: alpha is cast to x's dtype first, truncating (``alpha=1.5`` is 1,
``alpha=-0.5`` is 0), as the float ``other`` is (adapt38cc); msgraph raised AddScalar's ValueError (a Python number
other) or AddExt's TypeError (a Tensor other).  In PyNative MindSpore's eager in-place methods compute out of place
(an int x, int other and float alpha there is AddExt's TypeError, as msgraph's)."""
import numpy as np
from mindspore import Tensor, jit
from _conf import emit_error


def make(alpha, sub=False):
    if sub:
        @jit
        def f(x, o):
            r = x.sub_(o, alpha=alpha)
            return r, x
        return f

    @jit
    def g(x, o):
        r = x.add_(o, alpha=alpha)
        return r, x
    return g


@jit
def add_num(x):
    x.add_(2, alpha=1.5)
    return x


@jit
def add_num_neg(x):
    x.add_(2.5, alpha=-0.5)
    return x


for name, dt in (("int32", np.int32), ("int64", np.int64), ("uint8", np.uint8), ("float32", np.float32)):
    emit_error(f"add_num_{name}", add_num, Tensor(np.array([1, 2, 3], dt)))
    emit_error(f"add_num_neg_{name}", add_num_neg, Tensor(np.array([1, 2, 3], dt)))
    for a in (1.5, -0.5, 2):
        emit_error(f"add_i32_{name}_{a}", make(a), Tensor(np.array([1, 2, 3], dt)),
                   Tensor(np.array([1, 1, 2], np.int32)))
        emit_error(f"add_f32_{name}_{a}", make(a), Tensor(np.array([1, 2, 3], dt)),
                   Tensor(np.array([0.5, 1.5, 2.0], np.float32)))
    emit_error(f"sub_num_{name}", make(1.5, True), Tensor(np.array([1, 2, 3], dt)), 2)
    emit_error(f"sub_i32_{name}", make(1.5, True), Tensor(np.array([1, 2, 3], dt)), Tensor(np.array([1, 1, 2], np.int32)))
