import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit

x = Tensor(np.array([[1.0, 5.0, 3.0], [4.0, 2.5, 6.0]], np.float32))


@ms.jit
def methods(a):
    return a.repeat_interleave(2, 1), a.round(), a.ceil(), a.sort(), a.topk(2), a.flip((1,)), a.reciprocal()


emit("methods", methods(x), rtol=1e-6)
emit("methods_pynative", (x.sort(descending=True), x.topk(1), x.argmax_with_value(), x.argmin_with_value(1)))
emit("norm", (x.norm(), x.norm(dim=1)), rtol=1e-6)

y = Tensor(np.array([[0.5, 1.0, 2.0], [1.5, 2.5, 3.0]], np.float32))


@ms.jit
def forwarded(a, b):
    return (a.tril(), a.triu(1), a.gt(2.0), a.le(b), a.eq(a), a.ne(b), a.log2(), a.log10(), a.logsumexp(1), a.t(),
            a.trace(), a.isclose(a), a.lerp(b, 0.5), a.multiply(b), a.divide(b), a.subtract(b), a.remainder(2.0),
            a.select(a > 2, b), a.where(a > 3, b), a.xlogy(b), a.arctan2(b), a.hypot(b), a.movedim(0, 1),
            a.mm(b.t()), a.count_nonzero(), a.trunc(), a.absolute(), a.fill(2.0), a.numel(), a.swapdims(0, 1))


emit("forwarded", forwarded(x, y), rtol=1e-5)
