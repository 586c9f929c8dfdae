"""mindspore.numpy.tril / triu of a matrix, and mindspore.scipy.linalg.lu's L and U (which MindSpore builds with them):
MindSpore 2.10 multiplies the input by the 0/1 triangle mask instead of selecting, so a masked negative entry is
-0.0 (``1 / x`` there is -inf, print shows ``-0.00000000e+00``) and a masked inf / NaN is NaN; Bool goes through Float32.
msgraph selected (+0.0 and 0 for inf / NaN), as ops.tril / ops.triu / Tensor.triu do (those stay: MindSpore
selects there too, recorded below).  A vector input stays a select (+0.0) on both sides."""
import numpy as np
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import Tensor, ops
import mindspore.scipy.linalg as L
from _conf import emit, emit_stdout

a = Tensor(np.array([[1, 2, 3], [-3, -4, 5], [-1, 2, -6]], np.float32))
for name, fn in (("mnp_triu", lambda x: mnp.triu(x)), ("mnp_tril_m1", lambda x: mnp.tril(x, -1)),
                 ("mnp_triu_1", lambda x: mnp.triu(x, 1)), ("ops_triu", lambda x: ops.triu(x)),
                 ("tensor_tril", lambda x: x.tril())):
    r = fn(a)
    emit(name, r)
    emit(name + "_signbit", np.signbit(r.asnumpy()))
    with np.errstate(divide="ignore"):
        emit(name + "_recip", 1.0 / r.asnumpy().astype(np.float64))

emit("mnp_triu_float64_signbit", np.signbit(mnp.triu(Tensor(-np.arange(9.0).reshape(3, 3) - 1)).asnumpy()))
emit("mnp_triu_batch_signbit", np.signbit(mnp.triu(Tensor(-np.arange(8.0).reshape(2, 2, 2) - 1), 1).asnumpy()))
emit("mnp_tril_vector_signbit", np.signbit(mnp.tril(Tensor(np.array([-1.0, -2.0, -3.0], np.float32))).asnumpy()))
x = Tensor(np.array([[1.0, np.inf], [np.nan, -2.0]], np.float32))
emit("mnp_triu_inf_nan", mnp.triu(x))
emit("mnp_tril_inf_nan", mnp.tril(x))
emit("mnp_triu_bool", mnp.triu(Tensor(np.array([[True, False], [True, True]]))))
emit("mnp_triu_int", mnp.triu(Tensor(np.array([[1, -2], [-3, 4]], np.int32))))
emit_stdout("mnp_triu_print", lambda: print(mnp.triu(a)))

g = Tensor(np.array([[1.0, 2.0, 0.5], [3.0, 4.0, -1.0], [-2.0, 1.0, 2.0]]))
p, l, u = L.lu(g)
emit("lu_p", p)
emit("lu_l", l)
emit("lu_u", u)
emit("lu_u_signbit", np.signbit(u.asnumpy()))
emit("lu_l_signbit", np.signbit(l.asnumpy()))
emit_stdout("lu_u_print", lambda: print(u))
