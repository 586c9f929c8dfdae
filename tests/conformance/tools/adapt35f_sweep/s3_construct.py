"""construction (arange, logspace, full/full_like, vander, hamming_window, diagflat, tril/triu, one_hot),
histogram ops (histc, bincount, bucketize, count_nonzero), scatter / slice / select / diagonal_scatter, scatter_nd,
repeat_interleave, tensor slicing, and gradients."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _h import *

DT = {"f16": ms.float16, "f32": ms.float32, "f64": ms.float64, "i32": ms.int32, "i64": ms.int64, "i8": ms.int8,
      "u8": ms.uint8, "bool": ms.bool_}
# construction with literal args (no tensor input)
C0 = ["ops.arange(5)", "ops.arange(1, 6, 2)", "ops.arange(5, 0, -1.5)", "ops.arange(0.5, 3)", "ops.arange(5, dtype=ms.float16)",
      "ops.arange(3, dtype=ms.int8)", "ops.arange(Tensor(3), Tensor(9), Tensor(2))", "ops.arange(Tensor(1.5), 4)", "ops.arange(0, -3)",
      "ops.arange(0, 5, 0)", "ops.arange(-2.5, 2.5, 0.7, dtype=ms.float64)", "ops.arange(end=4, start=1)",
      "ops.logspace(0, 2, 5)", "ops.logspace(0, 2, 5, base=2)", "ops.logspace(-1, 1, 3, dtype=ms.float64)", "ops.logspace(0, 3, 4, 2, dtype=ms.int32)",
      "ops.logspace(1, 0, 3)", "ops.logspace(0, 2, 1)", "ops.logspace(0.5, 2.5, 3)", "ops.logspace(0, 2, 0)", "ops.logspace(0, 10, 3, dtype=ms.float16)",
      "ops.linspace(0, 1, 5)", "ops.linspace(1, -1, 4)", "ops.linspace(0, 1, 1)", "ops.linspace(Tensor(0.0), Tensor(1.0), 3)",
      "ops.full((2, 3), 1.5)", "ops.full((2,), 7)", "ops.full((2, 2), True)", "ops.full((2,), 2.7, dtype=ms.int32)", "ops.full((2,), -1, dtype=ms.uint8)",
      "ops.full((0, 2), 1)", "ops.full((), 3.0)", "ops.full([2, 1], Tensor(4))", "ops.full((2,), Tensor(1.5, ms.float64))",
      "ops.hamming_window(5)", "ops.hamming_window(5, False)", "ops.hamming_window(1)", "ops.hamming_window(0)",
      "ops.hamming_window(6, True, 0.5, 0.5)", "ops.hamming_window(4, dtype=ms.float64)", "ops.hamming_window(4, dtype=ms.float16)",
      "ops.hann_window(5)", "ops.bartlett_window(5)", "ops.blackman_window(5)", "ops.kaiser_window(5)",
      "ops.eye(3, 2, ms.int32)", "ops.ones((2, 0))", "ops.zeros(3, ms.bool_)", "mint.arange(5)", "mint.arange(1, 2.5, 0.5)",
      "mint.full((2,), 3)", "mint.linspace(0, 1, 3)", "ops.range(Tensor(0), Tensor(5), Tensor(2))", "ops.tril_indices(3, 3)",
      "ops.triu_indices(3, 4, 1)", "ops.tril_indices(4, 3, -1)"]
for e in C0:
    case("c0 " + e, e)
base = np.array([[3, -1, 2, 0], [1, 5, -2, 2], [0, 2, 7, -3]])
UN = ["ops.full_like(a, 2)", "ops.full_like(a, 2.5)", "ops.full_like(a, 1, dtype=ms.float16)", "ops.full_like(a, True)",
      "ops.vander(a[0])", "ops.vander(a[0], 2)", "ops.vander(a[0], 0)", "ops.vander(a[1], 5)", "ops.diagflat(a)", "ops.diagflat(a[0], 1)",
      "ops.diagflat(a[:, :2], -2)", "ops.tril(a, -5)", "ops.triu(a, 5)", "ops.tril(a[None], 1)", "ops.triu(a.T)",
      "ops.one_hot(a.abs().astype(ms.int32), 8)", "ops.one_hot(a.astype(ms.int64), 4, Tensor(2.0), Tensor(-1.0))",
      "ops.one_hot(a.astype(ms.int32), 3, 5, 0, -2)", "ops.count_nonzero(a)", "ops.count_nonzero(a, 1)", "ops.count_nonzero(a, (0, 1), True)",
      "ops.count_nonzero(a, -1, dtype=ms.float32)", "ops.histc(a.astype(ms.float32))", "ops.histc(a.astype(ms.float32), 4, 0, 3)",
      "ops.histc(a.astype(ms.float32), 3, 3, 3)", "ops.histc(a, 5)", "ops.histc(a.astype(ms.float32), 4, -1.5, 10)",
      "ops.bincount(a.flatten().abs().astype(ms.int32))", "ops.bincount(a.flatten().abs().astype(ms.int32), minlength=10)",
      "ops.bincount(a.flatten().abs().astype(ms.int32), a.flatten().astype(ms.float32))",
      "ops.bincount(a.flatten().abs().astype(ms.int64), a.flatten().astype(ms.float64), 3)",
      "ops.bucketize(a, [0, 2])", "ops.bucketize(a, [0, 2], right=True)", "ops.bucketize(a, [-1.5, 0.5, 2.5], out_int32=True)",
      "ops.bucketize(a, [])", "ops.searchsorted(Tensor([0, 2, 4], a.dtype), a)", "ops.searchsorted(Tensor([0, 2, 4], a.dtype), a, right=True)",
      "ops.slice_scatter(a, a[:, :2], 1, 0, 2)", "ops.slice_scatter(a, a[:, :2] * 2, 1, 1, 4, 2)", "ops.slice_scatter(a, a[:2], 0, 1)",
      "ops.slice_scatter(a, a[:, :1], -1, -1)", "ops.select_scatter(a, a[0] * 3, 0, 1)", "ops.select_scatter(a, a[:, 0], 1, -1)",
      "ops.diagonal_scatter(a, a[0, :3] * 2)", "ops.diagonal_scatter(a, a[0, :3], 1)", "ops.diagonal_scatter(a, a[0, :2], -1)",
      "ops.diagonal_scatter(a.T, a[0, :3], 0, 1, 0)", "ops.diagonal(a, 1)", "ops.diagonal(a, -1, 1, 0)", "ops.diag_embed(a[0])",
      "ops.scatter(a, 1, Tensor([[0, 2], [1, 0], [3, 3]]), a[:, :2] * 2)", "ops.scatter(a, 0, Tensor([[2, 0, 1, 1]]), a[:1] + 10)",
      "ops.scatter(a, -1, Tensor([[0], [1], [2]]), a[:, 1:2])", "ops.scatter(a, 1, Tensor([[0, 2]], ms.int64), a[:1, :2])",
      "ops.scatter_nd(Tensor([[0], [2], [0]]), a, (4, 4))", "ops.scatter_nd(Tensor([[1, 1], [2, 3]]), a[0, :2], (3, 4))",
      "ops.scatter_nd(Tensor([[0], [2]], ms.int64), a[:2], (3, 4))", "ops.repeat_interleave(a, 2, 0)", "ops.repeat_interleave(a, Tensor([1, 0, 2]), 0)",
      "ops.repeat_interleave(a, 3)", "ops.repeat_interleave(a, (2, 1, 0, 1), 1)", "ops.repeat_interleave(a, Tensor(2), -1)",
      "a.repeat_interleave(2)", "a[1:, ::-1] if False else a[1:, ::2]", "a[-1]", "a[::-1]", "a[:, -2:]", "a[..., 1]", "a[None, ..., None]",
      "a[1:1]", "a[Tensor([2, 0])]", "a[Tensor([True, False, True])]", "a[[0, 2], [1, 3]]", "a[:, [0, 0]]", "a[a > 1]",
      "a[Tensor(1)]", "a[1][2]", "a[slice(None), 1:3]", "a.T[1]", "a.T[::2, 1:]", "ops.tensor_scatter_add(a, Tensor([[0], [0]]), a[:2])",
      "ops.tensor_scatter_max(a, Tensor([[0], [0]]), a[:2])", "ops.tensor_scatter_min(a, Tensor([[1], [1]]), a[:2])",
      "ops.tensor_scatter_sub(a, Tensor([[2, 1]]), a[0, :1])", "ops.tensor_scatter_mul(a, Tensor([[2], [2]]), a[:2])",
      "ops.tensor_scatter_div(a, Tensor([[2]]), a[:1] + 10)", "ops.scatter_add(ms.Parameter(a, name='p'), Tensor([0, 0]), a[:2])",
      "ops.index_add(a, Tensor([0, 0], ms.int32), a[:2], 0)", "ops.index_fill(a, 1, Tensor([0, 2]), 5)", "ops.masked_scatter(a, a > 1, a * 10)",
      "ops.narrow(a, -1, 2, 2)", "ops.unsorted_segment_sum(a, Tensor([0, 2, 0]), 3)", "ops.unsorted_segment_max(a, Tensor([0, 2, 0]), 3)",
      "ops.unsorted_segment_min(a, Tensor([1, 1, 0]), 2)", "ops.unsorted_segment_prod(a, Tensor([1, 1, 0]), 3)"]
for dn, dt in DT.items():
    x = Tensor(np.abs(base) if dn == "u8" else base, dt)
    for e in UN:
        case("%s %s" % (e, dn), e, x)
sp = Tensor(np.array([[np.nan, 1.0, -0.0, 0.0], [np.inf, -np.inf, 2.0, np.nan], [1.0, 1.0, -1.0, 3e38]], np.float32))
for e in ["ops.histc(a, 4, -2, 2)", "ops.histc(a, 3)", "ops.bucketize(a, [0.0, 1.0])", "ops.count_nonzero(a)", "ops.vander(a[0], 3)",
          "ops.diagflat(a[0])", "ops.full_like(a, float('nan'))", "ops.searchsorted(Tensor([0.0, 1.0, np.inf]), a)",
          "ops.unsorted_segment_max(a, Tensor([0, 2, 0]), 3)", "ops.tensor_scatter_max(a, Tensor([[0], [0]]), a[1:])"]:
    case("sp " + e, e, sp)
G = ["ops.vander(a[0], 3).sum()", "ops.diagflat(a).sum()", "(ops.diagflat(a[0], 1) * 3).sum()", "(ops.tril(a) * a).sum()",
     "(ops.triu(a, 1) * a).sum()", "ops.slice_scatter(a, a[:, :2] * 2, 1, 1, 4, 2).sum()", "(ops.select_scatter(a, a[0] * 3, 0, 1) * a).sum()",
     "(ops.diagonal_scatter(a, a[0, :3] * 2, 1) * a).sum()", "(ops.scatter(a, 1, Tensor([[0, 2], [1, 0], [3, 3]]), a[:, :2] * 2) * a).sum()",
     "ops.scatter_nd(Tensor([[0], [2], [0]]), a, (4, 4)).sum()", "(ops.repeat_interleave(a, 2, 0) ** 2).sum()",
     "(ops.repeat_interleave(a, Tensor([1, 0, 2]), 0) ** 2).sum()", "(a[Tensor([2, 0, 2])] * a[0]).sum()", "(a[a > 1] ** 2).sum()",
     "(a.T[::2, 1:] ** 2).sum()", "ops.full_like(a, 2).sum() + a.sum()", "(ops.bincount(Tensor([0, 1, 1, 3]), a[0]) ** 2).sum()",
     "(ops.tensor_scatter_max(a, Tensor([[0], [0]]), a[1:]) * a).sum()", "(ops.unsorted_segment_max(a, Tensor([0, 2, 0]), 3) ** 2).sum()",
     "(ops.index_add(a, Tensor([0, 0], ms.int32), a[:2], 0) ** 2).sum()", "(ops.masked_scatter(a, a > 1, a * 10) ** 2).sum()",
     "(ops.diagonal(a, 1) ** 2).sum()", "(ops.narrow(a, -1, 2, 2) ** 2).sum()"]
for dn in ["f32", "f64", "f16"]:
    x = Tensor(base, DT[dn])
    for e in G:
        gcase("g %s %s" % (e, dn), e, x)
gcase("g scatter_nd upd", "ops.scatter_nd(b, a, (4, 4)).sum()", Tensor(base, ms.float32), Tensor([[0], [2], [0]]))
gcase("g scatter src", "(ops.scatter(a, 1, Tensor([[0, 2], [1, 0], [3, 3]]), b) * a).sum()", Tensor(base, ms.float32),
      Tensor(base[:, :2] * 2.0, ms.float32), grad_position=(0, 1))
gcase("g slice_scatter src", "(ops.slice_scatter(a, b, 1, 0, 2) * a).sum()", Tensor(base, ms.float32), Tensor(base[:, :2] * 2.0, ms.float32), grad_position=(0, 1))
gcase("g select_scatter src", "(ops.select_scatter(a, b, 1, -1) * a).sum()", Tensor(base, ms.float32), Tensor(base[:, 0] * 2.0, ms.float32), grad_position=(0, 1))
gcase("g diagonal_scatter src", "(ops.diagonal_scatter(a, b, -1) * a).sum()", Tensor(base, ms.float32), Tensor([5.0, 6.0], ms.float32), grad_position=(0, 1))
for e, args in [("ops.vander(a)", (Tensor(base),)), ("ops.vander(a, -1)", (Tensor(base[0]),)), ("ops.diagflat(a, 1.5)", (Tensor(base),)),
                ("ops.histc(a, 0)", (Tensor(base, ms.float32),)), ("ops.histc(a, 3, 2, 1)", (Tensor(base, ms.float32),)),
                ("ops.bincount(a)", (Tensor(base[0]),)), ("ops.bincount(a)", (Tensor(base),)), ("ops.bincount(a.astype(ms.float32))", (Tensor(base[0] ** 2),)),
                ("ops.bucketize(a, Tensor([1, 2]))", (Tensor(base),)), ("ops.slice_scatter(a, a, 1, 0, 2)", (Tensor(base),)),
                ("ops.select_scatter(a, a[0], 0, 5)", (Tensor(base),)), ("ops.diagonal_scatter(a, a[0], 0)", (Tensor(base),)),
                ("ops.scatter_nd(Tensor([[5]]), a[:1], (3, 4))", (Tensor(base),)), ("ops.one_hot(a, -2)", (Tensor(base),)),
                ("ops.one_hot(a.astype(ms.float32), 3)", (Tensor(base),)), ("ops.repeat_interleave(a, Tensor([1, 2]), 0)", (Tensor(base),)),
                ("ops.repeat_interleave(a, -1)", (Tensor(base),)), ("a[3]", (Tensor(base),)), ("a[:, 4]", (Tensor(base),)),
                ("a[Tensor([5])]", (Tensor(base),)), ("a[1, 2, 3]", (Tensor(base),)), ("ops.full((2, -1), 1)", ()), ("ops.logspace(0, 1, -1)", ()),
                ("ops.hamming_window(-1)", ()), ("ops.hamming_window(3.0)", ()), ("ops.arange(0, 5, -1)", ()), ("ops.count_nonzero(a, 2)", (Tensor(base),)),
                ("ops.scatter(a, 1, Tensor([[4]]), a[:1, :1])", (Tensor(base),)), ("ops.tril(a[0])", (Tensor(base),))]:
    case("bad " + e + " " + str(tuple(x.shape for x in args)), e, *args)
run()
