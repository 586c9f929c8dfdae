"""jit functions reading free variables that change between calls: a global Tensor, Parameter, Python number,
list, a Cell attribute (Tensor / number / Parameter), and a Parameter set_data between calls."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops, jit
from _h import case

ms.set_context(mode=ms.PYNATIVE_MODE)
x = Tensor(np.array([1.0, 2.0], np.float32))
G = Tensor(np.array([10.0, 20.0], np.float32))
P = Parameter(Tensor(np.array([1.0, 1.0], np.float32)), name="gp")
N = 3
L = [1, 2]

@jit
def f(a):
    return a + G + P * N + len(L)
case("fv1")(lambda: f(x))
G = Tensor(np.array([100.0, 200.0], np.float32)); N = 5; L.append(3)
case("fv2_rebind")(lambda: f(x))
P.set_data(Tensor(np.array([7.0, 7.0], np.float32)))
case("fv3_param_set_data")(lambda: f(x))
ops.assign(P, Tensor(np.array([9.0, 9.0], np.float32)))
case("fv4_param_assign")(lambda: f(x))
P.set_data(Tensor(np.array([1.0, 2.0, 3.0], np.float32)))
case("fv5_param_shape")(lambda: f(Tensor(np.array([1.0, 2.0, 3.0], np.float32))))

class C(nn.Cell):
    def __init__(self):
        super().__init__()
        self.t = Tensor(np.array([1.0, 1.0], np.float32))
        self.k = 2
        self.p = Parameter(Tensor(np.array([3.0, 3.0], np.float32)), name="cp")
    @jit
    def construct(self, a):
        return a * self.t + self.k + self.p
c = C()
case("cell1")(lambda: c(x))
c.t = Tensor(np.array([5.0, 5.0], np.float32))
case("cell2_tensor_attr")(lambda: c(x))
c.k = 10
case("cell3_int_attr")(lambda: c(x))
c.p.set_data(Tensor(np.array([0.5, 0.5], np.float32)))
case("cell4_param_set_data")(lambda: c(x))
c.p = Parameter(Tensor(np.array([-1.0, -1.0], np.float32)), name="cp2")
case("cell5_param_replaced")(lambda: c(x))
