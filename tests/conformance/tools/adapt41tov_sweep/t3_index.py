"""st/tensor index / scatter / matrix methods with Tensor arguments (gather / scatter / scatter_ / scatter_add /
index_add_ / index_put / put_ / masked_scatter / diagonal_scatter / select_scatter / slice_scatter / fill_diagonal(_)
/ addmm / addmv / baddbmm / outer / inner / dot / matrix_power / inverse / det / logdet / slogdet / cholesky /
cov / bincount / getitem / setitem) over 8 dtypes x 0-d / 2-d / empty eagerly, 2-d in @ms.jit and a Cell."""
from _t import run_exprs

I = "ms.Tensor([[0, 1], [2, 0], [1, 1]], ms.int64)"
I32 = "ms.Tensor([[0, 1], [2, 0], [1, 1]], ms.int32)"
EX = [
    f"x.gather(1, {I})", f"x.gather(0, {I32})", f"x.gather(dim=-1, index={I})",
    "x.gather(ms.Tensor([0, 2], ms.int32), 1)",  # old (input_indices, axis) form
    f"x.scatter(1, {I}, x[:, :2] * 0 + 9 if x.ndim == 2 else x)", f"x.scatter(1, {I}, 5)", f"x.scatter(1, {I}, 2.5)",
    f"x.scatter(dim=0, index={I}, value=1)", f"x.scatter(1, {I}, x[:, :2] * 0 + 2 if x.ndim == 2 else x, reduce='add')",
    f"x.scatter_add(1, {I}, x[:, :2] if x.ndim == 2 else x)", f"x.scatter_(1, {I}, 7)",
    f"x.scatter_(1, {I}, x[:, :2] * 0 + 1 if x.ndim == 2 else x)",
    "x.index_add_(0, ms.Tensor([0, 2], ms.int32), x[:2] if x.ndim == 2 else x)",
    "x.index_add_(1, ms.Tensor([1, 1], ms.int64), x[:, :2] if x.ndim == 2 else x, alpha=2)",
    "x.index_put((ms.Tensor([0, 2], ms.int32), ms.Tensor([1, 3], ms.int32)), ms.Tensor(5, x.dtype))",
    "x.index_put((ms.Tensor([0, 0], ms.int64), ms.Tensor([1, 1], ms.int64)), ms.Tensor([1, 2], x.dtype), accumulate=True)",
    "x.put_(ms.Tensor([0, 5], ms.int64), ms.Tensor([9, 8], x.dtype))",
    "x.put_(ms.Tensor([1, 1], ms.int64), ms.Tensor([2, 3], x.dtype), accumulate=True)",
    "x.masked_scatter(x > 1, x * 0 + 3)", "x.masked_scatter(ms.Tensor([True, False, True, False]), x * 2)",
    "x.diagonal_scatter(ms.Tensor(np.ones(3), x.dtype))", "x.diagonal_scatter(ms.Tensor(np.ones(3), x.dtype), 1)",
    "x.diagonal_scatter(ms.Tensor(np.ones(2), x.dtype), -1)", "x.select_scatter(ms.Tensor(np.ones(4), x.dtype), 0, 1)",
    "x.select_scatter(ms.Tensor(np.ones(3), x.dtype), 1, -1)",
    "x.slice_scatter(ms.Tensor(np.ones((3, 2)), x.dtype), 1, 0, 4, 2)", "x.slice_scatter(ms.Tensor(np.ones((1, 4)), x.dtype))",
    "x.fill_diagonal_(5)", "x.fill_diagonal_(2.5, wrap=True)", "x.addmm(x, x.t())" if False else "x.t().addmm(x.t(), x)",
    "ms.Tensor(np.ones((3, 3)), x.dtype).addmm(x, x.t(), beta=2, alpha=0.5)", "ms.Tensor(np.ones(3), x.dtype).addmv(x, ms.Tensor(np.ones(4), x.dtype))",
    "ms.Tensor(np.ones(3), x.dtype).addmv(x, ms.Tensor(np.ones(4), x.dtype), beta=0, alpha=2)",
    "x.reshape(1, 3, 4).baddbmm(x.reshape(1, 3, 4), x.t().reshape(1, 4, 4))", "x.outer(x.reshape(-1)[:2])" if False else "x.reshape(-1).outer(x.reshape(-1)[:3])",
    "x.inner(x)", "x.reshape(-1).dot(x.reshape(-1))", "x[:, :3].matrix_power(2)", "x[:, :3].matrix_power(0)",
    "x[:, :3].inverse()", "x[:, :3].det()", "x[:, :3].logdet()", "x[:, :3].slogdet()", "(x[:, :3] @ x[:, :3].t() + 10 * ms.ops.eye(3, 3, x.dtype)).cholesky()",
    "x.cov()", "x.cov(correction=0)", "x.reshape(-1).bincount()", "x.reshape(-1).bincount(minlength=10)",
    "x.reshape(-1).bincount(x.reshape(-1) * 0 + 1.5)",
    "x[1]", "x[-1, 2]", "x[:, 1:3]", "x[None, ..., 0]", "x[x > 1]", "x[[0, 2]]", "x[ms.Tensor([0, 2])]",
    "x[ms.Tensor([True, False, True])]", "x[1:1]", "x[..., ::2]", "x[5]" , "x[:, 4]",
    "x.item()", "x[0, 0].item()", "x.tolist()",
]
run_exprs("t3", EX)
