"""mint.argmax / mint.argmin of a 0-d Tensor take dim -1 or 0 only: another dim is MindSpore 2.10's ArgMaxExt /
ArgMinExt ValueError (its infer check, both modes); msgraph returned 0.  (The in-range dims have no CPU kernel in
MindSpore 2.10, so only the errors are recorded; a (2, 3) Tensor's out-of-range dim is a ValueError too.)"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint
from _conf import emit_error

z = Tensor(2.5)
x = Tensor(np.array([[1.0, 5.0, 3.0], [4.0, 2.0, 6.0]], np.float32))
for d in (-3, -2, 1, 2):
    emit_error(f"argmax_0d_dim{d}", lambda d=d: mint.argmax(z, d))
    emit_error(f"argmin_0d_dim{d}_keepdim", lambda d=d: mint.argmin(z, d, True))
emit_error("argmax_0d_dim_kw", lambda: mint.argmax(z, dim=1, keepdim=False))
emit_error("argmax_2x3_dim2", lambda: mint.argmax(x, 2))
emit_error("argmin_2x3_dim-3", lambda: mint.argmin(x, -3))


@ms.jit
def jarg(t):
    return mint.argmax(t, 2)


emit_error("jit_argmax_0d_dim2", lambda: jarg(z))
