"""Wrong-type / wrong-arity arguments to overloaded Tensor methods (PyNative): which exception class MindSpore 2.10
raises (overload resolution errors are TypeError; value checks ValueError / RuntimeError)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _h import case
A = np.array([[1.5, -2.0, 0.0, 7.25], [3.0, -0.5, 4.0, -7.0], [2.0, 2.0, -3.5, 1.0]])
T1 = Tensor(np.float32(1))
CALLS = [
    "x.abs(1)", "x.equal()", "x.max(1, True, initial=[1])", "x.reshape(1.1)", "x.max(1, 1, initial=None)", "x.max(1, True, il=[1])",
    "x.max(a=1, b=1)", "x.max(1, [1])", "x.sum(1.5)", "x.sum('a')", "x.sum(1, 2)", "x.sum(dim=[0, 1.0])", "x.sum(1, keepdim=1)",
    "x.sum(dtype=np.float32)", "x.sum(dtype='float32')", "x.mean(1.0)", "x.mean(1, 1)", "x.prod((0, 1))", "x.prod(1.0)",
    "x.argmax(1.0)", "x.argmax(dim=None, keepdim=True)", "x.argmax(0, 1)", "x.clamp()", "x.clamp('a')", "x.clamp(1, True)",
    "x.clamp(T1, 2)", "x.clamp(min=[1])", "x.clamp(None, None)", "x.add()", "x.add('a')", "x.add(1, 2)", "x.add(1, alpha='a')",
    "x.add([1, 2, 3, 4])", "x.add((1,))", "x.add(None)", "x.add(1, beta=2)", "x.sub(1, alpha=1.5)", "x.mul(None)", "x.mul([2])",
    "x.div(2, rounding_mode='round')", "x.div(2, rounding_mode=1)", "x.pow('2')", "x.pow(None)", "x.eq(None)", "x.eq('a')",
    "x.view(1.5)", "x.view(5, 3)", "x.view((2, -1, -1))", "x.view('a')", "x.reshape(5, 3)", "x.reshape(-1, -1)", "x.reshape([2.0, 6])",
    "x.reshape(2, (6,))", "x.transpose(0)", "x.transpose(0, 2)", "x.transpose(0, 1.0)", "x.permute(0)", "x.permute(0, 0)",
    "x.permute(0, 2)", "x.unsqueeze(3)", "x.unsqueeze(1.0)", "x.squeeze(1.5)", "x.squeeze(0)", "x.flatten(1, 0)", "x.flatten(0, 2)",
    "x.flatten(order='K')", "x.split(0)", "x.split(5)", "x.split([1, 1])", "x.split(1.5)", "x.split([1, 3], 2)", "x.chunk(0)",
    "x.chunk(2, 2)", "x.chunk(1.5)", "x.narrow(1, 3, 2)", "x.narrow(2, 0, 1)", "x.select(0, 3)", "x.select(2, 0)",
    "x.index_select(1, Tensor(np.array([0.0])))", "x.index_select(1, Tensor(np.array([5])))", "x.index_select(1, [0])",
    "x.gather(1, Tensor(np.array([[0.0]])))", "x.gather(1, Tensor(np.array([[9]])))", "x.masked_fill(Tensor(A), 1)",
    "x.masked_fill(Tensor(A > 0), 'a')", "x.masked_fill(Tensor(A > 0), Tensor(np.ones(2, np.float32)))",
    "x.masked_fill(A > 0, 1)", "x.topk(5)", "x.topk(2, 2)", "x.topk(1.5)", "x.sort(2)", "x.sort(descending=1)", "x.tril(1.5)",
    "x.triu('a')", "x.roll(1.5)", "x.roll((1, 2), (0,))", "x.tile(2.0)", "x.tile((2, -1))", "x.repeat(2)", "x.repeat(-1, 1)",
    "x.repeat_interleave(-1)", "x.repeat_interleave(2.5)", "x.cumsum()", "x.cumsum(2)", "x.cumsum(1.0)", "x.std(ddof=1.5)",
    "x.var(correction=1.5)", "x.kthvalue(0)", "x.kthvalue(5)", "x.median(2)", "x.to('float32')", "x.to(np.float16)", "x.to(1)",
    "x.type_as(1.0)", "x.expand_as(Tensor(np.zeros((2, 3))))", "x.view_as(Tensor(np.zeros((2, 3))))", "x.new_full(2, 1)",
    "x.matmul(Tensor(np.ones((3, 2), np.float32)))", "x.matmul(2)", "x.dot(Tensor(np.ones(4, np.float32)))",
    "x.lerp(x, 'a')", "x.isclose(1.0)", "x.allclose(x, rtol='a')", "x.hardshrink('a')", "x.round(decimals=1.5)",
    "x.nan_to_num('a')", "x.logsumexp()", "x.logsumexp(2)", "x.nansum(2)", "x.count_nonzero(2)", "x.scatter(1, Tensor(np.array([[0]])), 'a')",
    "x.scatter(2, Tensor(np.array([[0]])), 1)", "x.unbind(2)", "x.take(Tensor(np.array([0.5])))", "x.take([0])",
    "x.fill_('a')", "x.fill_(Tensor(np.ones(2, np.float32)))", "x.copy_(Tensor(np.ones(5, np.float32)))", "x.copy_(1)",
    "x.add_('a')", "x.add_(Tensor(np.ones((2, 3, 4), np.float32)))", "x.clamp_()", "x.masked_fill_(Tensor(A > 0), 'a')",
    "x.zero_(1)", "x.index_add_(1, Tensor(np.array([0])), Tensor(np.ones((3, 2), np.float32)))",
]
for dt in (np.float32, np.int32):
    n = np.dtype(dt).name
    for i, c in enumerate(CALLS):
        case(f"{i}_{n}", lambda c=c: eval(c, {"x": Tensor(A.astype(dt)), "np": np, "Tensor": Tensor, "T1": T1, "A": A, "ms": ms}))
print("# " + "; ".join(f"{i}: {c}" for i, c in enumerate(CALLS)))
