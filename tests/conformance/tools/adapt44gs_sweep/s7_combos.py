"""Features combined: mutable scalars / sequences steering control flow under gradients, Tensor-method overloads in
loops, HyperMap over gradients, keyword arguments into jit functions inside a Cell's construct, set_inputs dynamic
shapes under GradOperation, a jit method called with keywords from a Graph-mode Cell."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, mutable, Parameter
from _h import case

X = Tensor(np.array([1.0, -2.0, 3.0], np.float32))
W = Tensor(np.array([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], np.float32))


class LoopN(nn.Cell):
    def construct(self, x, n):
        out = x
        for _ in range(n):
            out = out * 2
        return out


class WhileN(nn.Cell):
    def construct(self, x, n):
        i = 0
        while i < n:
            x = x + i
            i = i + 1
        return x


class IfMut(nn.Cell):
    def construct(self, x, s):
        if s[0] > s[1]:
            return x.clamp(min=0) * s[0]
        return x.clamp(max=0) * s[1]


class SeqLoop(nn.Cell):
    def construct(self, xs):
        out = 0
        for i in range(len(xs)):
            out = out + xs[i].sum(dim=0) * (i + 1)
        return out


class Overloads(nn.Cell):
    def construct(self, x):
        acc = x
        for k in range(3):
            acc = acc.add(x, alpha=k).clamp(-5, 5)
            if acc.max() > 4:
                acc = acc.sub(1)
        return acc.sum(dim=0, keepdim=True), acc.max(dim=0)


@ms.jit
def jk(x, *, scale=1.0, shift=None):
    if shift is None:
        return x * scale
    return x * scale + shift


class UsesJk(nn.Cell):
    def construct(self, x):
        return jk(x, scale=2.0) + jk(x, shift=x, scale=0.5)


class Dyn(nn.Cell):
    def construct(self, x, w):
        return ops.matmul(x, w).sum(axis=1)


class HMGrad(nn.Cell):
    def __init__(self):
        super().__init__()
        self.hm = ops.HyperMap()
        self.w1 = Parameter(Tensor(np.array([1.0, 2.0, 3.0], np.float32)), name="w1")
        self.w2 = Parameter(Tensor(np.array([0.5], np.float32)), name="w2")

    def construct(self, x):
        ps = (self.w1, self.w2)
        sq = self.hm(ops.square, ps)
        return (x * sq[0]).sum() + sq[1].sum()


def grad_all(net):
    return ops.GradOperation(get_all=True)(net)


case("loop_mut_n", lambda: LoopN()(X, mutable(3)))
case("loop_const_n", lambda: LoopN()(X, 3))
case("loop_mut_n_grad", lambda: grad_all(LoopN())(X, mutable(3)))
case("loop_const_n_grad", lambda: grad_all(LoopN())(X, 3))
case("while_mut_n", lambda: WhileN()(X, mutable(4)))
case("while_mut_n_grad", lambda: grad_all(WhileN())(X, mutable(4)))
case("while_mut_zero", lambda: WhileN()(X, mutable(0)))
case("if_mut_tuple_true", lambda: IfMut()(X, mutable((3.0, 1.0))))
case("if_mut_tuple_false", lambda: IfMut()(X, mutable((1.0, 3.0))))
case("if_mut_tuple_grad", lambda: grad_all(IfMut())(X, mutable((3.0, 1.0))))
case("if_const_tuple_grad", lambda: grad_all(IfMut())(X, (1.0, 3.0)))
case("seqloop_mut_tuple", lambda: SeqLoop()(mutable((W, W * 2))))
case("seqloop_mut_list_dyn", lambda: SeqLoop()(mutable([W, W * 2, W], True)))
case("seqloop_grad", lambda: grad_all(SeqLoop())(mutable((W, W * 2))))
case("seqloop_grad_const", lambda: grad_all(SeqLoop())((W, W * 2)))
case("overloads_fwd", lambda: Overloads()(X))
case("overloads_grad", lambda: ops.GradOperation()(Overloads())(X))
case("overloads_f16", lambda: Overloads()(X.astype(ms.float16)))
case("overloads_i32", lambda: Overloads()(X.astype(ms.int32)))
case("usesjk", lambda: UsesJk()(X))
case("usesjk_grad", lambda: ops.GradOperation()(UsesJk())(X))


def dyn_grad():
    n = Dyn()
    n.set_inputs(Tensor(shape=[None, 3], dtype=ms.float32), Tensor(shape=[3, None], dtype=ms.float32))
    g = grad_all(n)
    return [g(Tensor(np.ones((k, 3), np.float32)), W) for k in (1, 2)]


def dyn_fwd():
    n = Dyn()
    n.set_inputs(Tensor(shape=[None, 3], dtype=ms.float32), Tensor(shape=[3, None], dtype=ms.float32))
    return [n(Tensor(np.ones((k, 3), np.float32)), W[:, :j]) for k, j in ((1, 2), (2, 1))]


case("setin_dyn_fwd", dyn_fwd)
case("setin_dyn_grad", dyn_grad)
case("hm_params_fwd", lambda: HMGrad()(X))
case("hm_params_grad", lambda: (lambda n: ops.GradOperation(get_by_list=True)(n, n.trainable_params())(X))(HMGrad()))
case("hm_params_grad_both", lambda: (lambda n: ops.GradOperation(get_all=True, get_by_list=True)(n, n.trainable_params())(X))(HMGrad()))
