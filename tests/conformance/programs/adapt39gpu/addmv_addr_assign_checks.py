"""st ops/gpu test_addmv_op / addr_op / addcdiv_op / addcmul_op / approximate_equal_op / assign_add_op /
assign_sub_op variants (adapt39gpu), MindSpore 2.10 in both modes.  Silent: ops.addmv / ops.addr of an int16/32/64
input cast beta and alpha to int64 first (beta=0.5 drops the input: Int32 results; msgraph had computed Float32
with 0.5).  Errors: ops.addr of an int8 / uint8 / bool / complex x, or with vec1 and vec2 of two dtypes, is a
TypeError; P.Addcdiv / P.Addcmul with a Python-number value, ApproximateEqual(1) (an int tolerance), AssignAdd of a
Bool Parameter and AssignSub of a Bool or complex one are TypeErrors (msgraph had computed)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter
from mindspore.ops import operations as P
from _conf import emit_error

A = np.array([[1.5, -2.0, 3.0], [0.5, 4.0, -1.0]])
B = np.array([[2.0, 1.0, -3.0], [0.25, 2.0, 5.0]])
C = np.array([[0.5, 2.0, 1.0], [-1.0, 3.0, 2.0]])


class AddmvNet(nn.Cell):
    def __init__(self, beta, alpha):
        super().__init__()
        self.beta = beta
        self.alpha = alpha

    def construct(self, x, m, v):
        return ops.addmv(x, m, v, beta=self.beta, alpha=self.alpha)


class AddrNet(AddmvNet):
    def construct(self, x, v1, v2):
        return ops.addr(x, v1, v2, beta=self.beta, alpha=self.alpha)


class Net(nn.Cell):
    def __init__(self, p):
        super().__init__()
        self.p = p

    def construct(self, *a):
        return self.p(*a)


class AssignNet(nn.Cell):
    def __init__(self, p, dt):
        super().__init__()
        self.p = p
        self.v = Parameter(Tensor(A, dt), name="v")

    def construct(self, x):
        self.p(self.v, x)
        return self.v


for dt in [ms.int16, ms.int32, ms.int64, ms.float32]:
    emit_error(f"addmv_beta_0.5_{dt}", lambda: AddmvNet(0.5, 1)(Tensor(A[:, 0], dt), Tensor(A, dt), Tensor(B[0], dt)))
    emit_error(f"addmv_alpha_1.5_{dt}", lambda: AddmvNet(1, 1.5)(Tensor(A[:, 0], dt), Tensor(A, dt), Tensor(B[0], dt)))
    emit_error(f"addr_beta_0.5_alpha_2.5_{dt}", lambda: AddrNet(0.5, 2.5)(Tensor(A, dt), Tensor(A[:, 0], dt),
                                                                            Tensor(B[0], dt)))
for dt in [ms.int8, ms.uint8, ms.bool_, ms.complex64]:
    emit_error(f"addr_x_{dt}", lambda: ops.addr(Tensor(A, dt), Tensor(A[:, 0], dt), Tensor(B[0], dt)))
emit_error("addr_vec_dtypes", lambda: ops.addr(Tensor(A, ms.float32), Tensor(A[:, 0], ms.float32),
                                               Tensor(B[0], ms.float16)))
emit_error("addr_beta_str", lambda: ops.addr(Tensor(A, ms.float32), Tensor(A[:, 0], ms.float32),
                                             Tensor(B[0], ms.float32), beta="1"))
emit_error("Addcdiv_python_value", lambda: Net(P.Addcdiv())(Tensor(A, ms.float32), Tensor(B, ms.float32),
                                                            Tensor(C, ms.float32), 0.5))
emit_error("Addcmul_python_value", lambda: Net(P.Addcmul())(Tensor(A, ms.float32), Tensor(B, ms.float32),
                                                            Tensor(C, ms.float32), 2))
emit_error("Addcdiv_tensor_value", lambda: Net(P.Addcdiv())(Tensor(A, ms.float32), Tensor(B, ms.float32),
                                                            Tensor(C, ms.float32), Tensor(0.5, ms.float32)))
emit_error("addcdiv_fn_python_value", lambda: ops.addcdiv(Tensor(A, ms.float32), Tensor(B, ms.float32),
                                                          Tensor(C, ms.float32), 0.5))
emit_error("ApproximateEqual_int_tolerance", lambda: P.ApproximateEqual(1) and "built")
emit_error("ApproximateEqual_float_tolerance", lambda: Net(P.ApproximateEqual(0.6))(Tensor(A, ms.float32),
                                                                                     Tensor(B, ms.float32)))
emit_error("AssignAdd_bool", lambda: AssignNet(P.AssignAdd(), ms.bool_)(Tensor(B, ms.bool_)))
emit_error("AssignSub_bool", lambda: AssignNet(P.AssignSub(), ms.bool_)(Tensor(B, ms.bool_)))
emit_error("AssignSub_complex64", lambda: AssignNet(P.AssignSub(), ms.complex64)(Tensor(B, ms.complex64)))
emit_error("AssignAdd_complex64", lambda: AssignNet(P.AssignAdd(), ms.complex64)(Tensor(B, ms.complex64)))
emit_error("Assign_bool", lambda: AssignNet(P.Assign(), ms.bool_)(Tensor(B, ms.bool_)))
