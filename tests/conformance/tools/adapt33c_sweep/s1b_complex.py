import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, jit
from _h import case


@jit
def c1(x):
    return x + 3.14j


@jit
def c2(x):
    a = 2j
    return a


@jit
def c3(x):
    return x * complex(1, 2)


@jit
def c4(x):
    return (1 + 2j) * 2


@jit
def c5(x):
    return x[1.0]


@jit
def c6(x):
    return x[True]


case("c1_f32", lambda: c1(Tensor(np.ones(2, np.float32))))
case("c1_int", lambda: c1(2))
case("c1_c64", lambda: c1(Tensor(np.ones(2, np.complex64))))
case("c2", lambda: c2(Tensor(np.ones(2, np.float32))))
case("c3", lambda: c3(Tensor(np.ones(2, np.float32))))
case("c4", lambda: c4(Tensor(np.ones(2, np.float32))))
case("c5_tuple", lambda: c5((1, 2)))
case("c5_list", lambda: c5([1, 2]))
case("c5_tensor", lambda: c5(Tensor([1, 2])))
case("c6_tuple", lambda: c6((1, 2)))
