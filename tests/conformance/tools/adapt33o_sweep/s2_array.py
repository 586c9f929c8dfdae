"""concat / stack / split / gather / scatter / where / masked_fill / topk / sort / clip / tril / arange / tile ..."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _h import *

DT = {"f16": ms.float16, "f32": ms.float32, "f64": ms.float64, "i8": ms.int8, "i32": ms.int32, "i64": ms.int64,
      "u8": ms.uint8, "bool": ms.bool_}
base = np.array([[3, -1, 2, 0], [1, 5, -2, 2], [0, 2, 7, -3]])
idx = Tensor(np.array([[0, 2], [1, 0], [3, 3]]), ms.int32)
idx64 = Tensor(np.array([2, 0]), ms.int64)
msk = Tensor(np.array([[True, False, True, False]] * 3))
UN = ["ops.concat((a, a), 1)", "ops.cat([a, a[:1]])", "mint.cat((a, a), -1)", "ops.stack((a, a), -1)",
      "mint.stack([a, a])", "ops.split(a, 2, 1)", "ops.split(a, [1, 3], 1)", "mint.split(a, 2)", "ops.chunk(a, 2, 1)",
      "ops.tensor_split(a, 3, 1)", "ops.unbind(a, 1)", "ops.flip(a, (0, 1))", "ops.roll(a, 1, 1)",
      "ops.where(a > 1, a, 0)", "ops.where(a > 1, 1.5, a)", "ops.masked_fill(a, a > 1, 9)",
      "ops.masked_fill(a, a > 1, 0.5)", "mint.where(a > 1, a, a * 0)", "a.masked_fill(a < 0, -1)",
      "ops.masked_select(a, a > 0)", "ops.topk(a, 2)", "ops.topk(a, 2, 0, largest=False)", "ops.topk(a, 2, sorted=True)",
      "mint.topk(a, 2, 1)", "ops.sort(a)", "ops.sort(a, 0, descending=True)", "mint.sort(a, dim=1, stable=True)",
      "ops.argsort(a)", "ops.argsort(a, 0, True)", "mint.argsort(a, 1)", "ops.clip(a, 0, 2)", "ops.clip(a, -1.5, 2.5)",
      "ops.clamp(a, min=1)", "ops.clamp(a, max=Tensor(1, ms.int32))", "mint.clamp(a, 0, 3)", "a.clip(0, 1)",
      "ops.tril(a)", "ops.triu(a, 1)", "ops.tril(a, -1)", "mint.tril(a, 2)", "mint.triu(a, -1)", "a.triu()",
      "ops.tile(a, (2, 1))", "ops.tile(a, (2,))", "ops.tile(a, (2, 1, 1))", "mint.tile(a, (1, 2))",
      "ops.broadcast_to(a, (2, 3, 4))", "ops.broadcast_to(a[:1], (-1, 4))", "mint.broadcast_to(a[:, :1], (3, 4))",
      "ops.repeat_interleave(a, 2, 1)", "ops.repeat_interleave(a, 2)", "mint.repeat_interleave(a, 2, 0)",
      "ops.repeat_elements(a, 2, 1)", "a.repeat(2, 1)", "ops.gather(a, idx64, 1)", "ops.gather(a, idx64, 0)",
      "ops.gather_elements(a, 1, b)", "ops.gather_d(a, 1, b)", "mint.gather(a, 1, b.astype(ms.int64))",
      "ops.index_select(a, 1, idx64)", "mint.index_select(a, 0, idx64)", "ops.take_along_dim(a, b.astype(ms.int64), 1)",
      "ops.scatter(a, 1, b, a[:, :2])", "ops.tensor_scatter_elements(a, b, a[:, :2], 1)",
      "ops.tensor_scatter_elements(a, b, a[:, :2], 1, 'add')", "mint.scatter(a, 1, b.astype(ms.int64), a[:, :2])",
      "mint.scatter_add(a, 1, b.astype(ms.int64), a[:, :2])", "ops.scatter_nd(b[:2, :1], a[:2], (4, 4))",
      "ops.tensor_scatter_update(a, b[:2, :1], a[:2])", "ops.tensor_scatter_add(a, b[:2, :1], a[:2])",
      "ops.gather_nd(a, b[:, :1])", "ops.gather_nd(a, b[:, ::-1] % 3)", "ops.one_hot(b.astype(ms.int64), 4)",
      "ops.unique(a)", "ops.unique_consecutive(a)", "ops.nonzero(a)", "mint.nonzero(a, as_tuple=True)",
      "ops.argwhere(a)", "ops.searchsorted(a.sort()[0], a)", "ops.bincount(a[0].abs().astype(ms.int32))",
      "ops.diag(a[0])", "ops.diagonal(a)", "ops.narrow(a, 1, 1, 2)", "mint.narrow(a, 0, 1, 2)", "ops.swapaxes(a, 0, 1)",
      "ops.permute(a, (1, 0))", "ops.movedim(a, 0, 1)", "ops.squeeze(a[None])", "ops.unsqueeze(a, -1)",
      "ops.flatten(a[None], start_dim=1)", "mint.flatten(a)", "ops.reshape(a, (-1, 2))", "ops.expand_dims(a, 0)",
      "a.view(4, 3)", "ops.cummax(a, 0)", "ops.sign(a)", "ops.abs(a)", "ops.neg(a)", "ops.square(a)",
      "ops.maximum(a, b[:, :1])", "ops.minimum(a, 1)", "ops.isclose(a, a)", "ops.equal(a, 2)", "ops.ne(a, b[:, :1])",
      "ops.logical_not(a)", "ops.logical_and(a, b[:, :1])", "ops.masked_fill(a, a > 1, Tensor(2.5))",
      "ops.select(a > 0, a, b[:, :1].astype(a.dtype))", "ops.full_like(a, 2)", "ops.zeros_like(a)", "ops.ones_like(a, dtype=ms.float16)",
      "ops.fill(a.dtype, (2,), 3)", "ops.pad(a, (1, 1))", "ops.pad(a, (1, 0, 0, 1), value=2)", "mint.nn.functional.pad(a, (1, 1), value=1)",
      "ops.pad(a, (-1, 1))", "ops.Pad(((1, 0), (0, 2)))(a)", "ops.einsum('ij->ji', a)", "ops.einsum('ij,ij->i', a, a)",
      "ops.cumsum(a, 0)", "ops.diff(a)", "ops.atleast_2d(a[0])", "ops.hstack((a, a))", "ops.vstack((a, a))",
      "ops.dstack((a, a))", "ops.column_stack((a[0], a[1]))", "ops.meshgrid(a[0], a[1])", "ops.trace(a)", "ops.rot90(a)",
      "ops.count_nonzero(a)", "ops.histc(a.astype(ms.float32), 4)", "ops.bucketize(a, [0, 2])", "ops.unique_with_pad(a[0], 5)",
      "a[idx64]", "a[:, idx64]", "a[a > 0]", "a[1, -1]", "a[..., ::2]", "a[None, 1:]", "a[b[:, 0].astype(ms.int32)]"]
for dn, dt in DT.items():
    x = Tensor(np.abs(base) if dn == "u8" else base, dt)
    for e in UN:
        case("%s %s" % (e, dn), e, x, idx)
# special float values
sp = Tensor(np.array([[np.nan, 1.0, -0.0, 0.0], [np.inf, -np.inf, 2.0, np.nan], [1.0, 1.0, -1.0, 3e38]], np.float32))
for e in ["ops.topk(a, 2)", "ops.sort(a)", "ops.sort(a, descending=True)", "ops.argsort(a)", "ops.clip(a, -1, 1)",
          "ops.clamp(a, min=0.0)", "ops.where(a > 0, a, -a)", "ops.maximum(a, 0)", "ops.minimum(a, 0)", "ops.unique(a)",
          "ops.masked_fill(a, ops.isnan(a), 0.0)", "ops.nan_to_num(a)", "ops.argmax(a, 1)", "ops.searchsorted(a[2], a)",
          "ops.sign(a)", "ops.topk(a, 3, largest=False)", "mint.topk(a, 2)", "mint.sort(a, descending=True)",
          "ops.cummax(a, 1)", "ops.isclose(a, a, equal_nan=True)", "ops.histc(a, 3, -1, 3)", "ops.bucketize(a, [0.0, 1.0])",
          "ops.unique_consecutive(a)", "mint.clamp(a, Tensor(-1.0), Tensor(1.0))", "ops.hardtanh(a)", "ops.relu(a)"]:
    case("sp " + e, e, sp)
# grads of array ops
a = f32(3, 4, start=-5.0)
b = Tensor(np.array([[0, 2], [1, 0], [3, 3]]), ms.int32)
for ex in ["(ops.concat((a, a * 2), 1) * ops.arange(8.0)).sum()", "(ops.stack((a, a), -1)[..., 0]).sum()",
           "ops.split(a, [1, 3], 1)[1].sum()", "ops.gather(a, Tensor([2, 2, 0]), 1).sum()",
           "ops.gather_elements(a, 1, b).sum()", "ops.where(a > 0, a * a, -a).sum()",
           "ops.masked_fill(a, a > 0, 2.0).sum()", "ops.topk(a, 2)[0].sum()", "ops.sort(a, 0)[0][0].sum()",
           "ops.clip(a, -2, 2).sum()", "ops.clamp(a, min=-1.0).sum()", "ops.tril(a).sum()", "ops.triu(a, 1).sum()",
           "ops.tile(a, (2, 1)).sum()", "ops.broadcast_to(a[:1], (3, 4)).sum()", "ops.repeat_interleave(a, 2, 1).sum()",
           "ops.index_select(a, 1, Tensor([0, 0, 3])).sum()", "ops.scatter(a, 1, b, a[:, :2] * 2).sum()",
           "ops.tensor_scatter_elements(a, b, a[:, :2], 1, 'add').sum()", "ops.gather_nd(a, b[:, :1]).sum()",
           "ops.einsum('ij,ij->i', a, a).sum()", "ops.pad(a, (1, 2), value=3.0).sum()", "ops.pad(a, (-1, 1)).sum()",
           "ops.flip(a, (1,))[0, 0]", "ops.roll(a, 1, 1)[0, 0]", "ops.cummax(a, 1)[0].sum()", "ops.maximum(a, a * 0).sum()",
           "ops.minimum(a, 0.0).sum()", "a[a > 0].sum()", "ops.masked_select(a, a > 0).sum()", "(a[Tensor([0, 0])]).sum()",
           "ops.diagonal(a).sum()", "ops.narrow(a, 1, 1, 2).sum()", "ops.unbind(a, 1)[2].sum()",
           "ops.chunk(a, 2, 1)[1].sum()", "mint.gather(a, 1, b.astype(ms.int64)).sum()",
           "mint.scatter_add(a, 1, b.astype(ms.int64), a[:, :2]).sum()", "ops.take_along_dim(a, b.astype(ms.int64), 1).sum()",
           "ops.tensor_scatter_update(a, b[:2, :1], a[:2] * 3).sum()", "ops.hardtanh(a).sum()", "ops.abs(a * 0).sum()"]:
    gcase(ex, ex, a, b)
# arange / linspace
for ex in ["ops.arange(5)", "ops.arange(1, 4, 0.5)", "ops.arange(0.0, 1.0, 0.3)", "ops.arange(5, dtype=ms.float32)",
           "ops.arange(Tensor(5))", "ops.arange(-3, 3, 2, dtype=ms.int32)", "mint.arange(5)", "mint.arange(0, 1, 0.25)",
           "ops.arange(3, 0, -1)", "ops.arange(0, 5, 0)", "ops.arange(5, 0)", "ops.linspace(0, 1, 5)",
           "ops.linspace(Tensor(0.0), Tensor(1.0), 3)", "ops.linspace(0, 10, 1)", "mint.linspace(0, 1, 4)",
           "mint.linspace(-1, 1, 3, dtype=ms.float64)", "ops.logspace(0, 2, 3)", "ops.range(Tensor(0), Tensor(5), Tensor(2))",
           "ops.eye(3, 2)", "mint.eye(2, dtype=ms.int32)", "ops.ones((2, 0))", "ops.zeros(3, ms.int8)", "mint.ones(2, 3)",
           "mint.full((2,), 1.5)", "ops.full((2,), True)", "ops.arange(1e10, 1e10 + 3)", "ops.arange(0, 1, 0.1).shape",
           "mint.arange(1, 2.5)", "ops.arange(Tensor(1.0), 3)", "ops.arange(2**31, 2**31 + 2)"]:
    case(ex, ex)
run(pre="idx64 = Tensor(np.array([2, 0]), ms.int64)\n")
