
# gradients (GradOperation get_all), PyNative and jit
g = ops.GradOperation(get_all=True)
GIP = Tensor([0, 1, 4, 6], dtype=mstype.int32)
GIX = Tensor([3, 0, 1, 2, 1, 3], dtype=mstype.int32)
GV = Tensor(np.arange(6) - 2.0, dtype=mstype.float32)


def g_mul_col(a, b, c, d):
    return CSRTensor(a, b, c, (3, 4)) * d


def g_div_full(a, b, c, d):
    return CSRTensor(a, b, c, (3, 4)) / d


def g_mv(a, b, c, d):
    return F.csr_mv(CSRTensor(a, b, c, (3, 4)), d)


def g_mm(a, b, c, d):
    return CSRTensor(a, b, c, (3, 4)).mm(d)


def g_to_dense(a, b, c, d):
    return CSRTensor(a, b, c, (3, 4)).to_dense() * d


def g_reduce_sum(a, b, c, d):
    return F.csr_reduce_sum(CSRTensor(a, b, c, (3, 4)), 1) * d


def g_coo_to_dense(a, b, d):
    return COOTensor(a, b, (3, 4)).to_dense() * d


def g_coo_mul(a, b, d):
    return (COOTensor(a, b, (3, 4)) * d).values


COL = Tensor([[1.], [2], [3]])
FULL = Tensor(np.arange(1, 13).reshape(3, 4).astype(np.float32))
for nm, f, arg in (("mul_col", g_mul_col, COL), ("mul_full", g_mul_col, FULL), ("div_full", g_div_full, FULL),
                   ("mv", g_mv, Tensor([[1.], [2], [3], [4]])),
                   ("mm", g_mm, Tensor(np.arange(8).reshape(4, 2).astype(np.float32))),
                   ("to_dense", g_to_dense, COL), ("reduce_sum", g_reduce_sum, COL)):
    show(f"grad|{nm}", lambda f=f, arg=arg: g(f)(GIP, GIX, GV, arg))
    show(f"gradjit|{nm}", lambda f=f, arg=arg: g(jit(f))(GIP, GIX, GV, arg))
CIX = Tensor(np.array([[0, 1], [1, 2], [2, 0]]), dtype=mstype.int32)
for nm, f, arg in (("coo_to_dense", g_coo_to_dense, COL), ("coo_mul", g_coo_mul, FULL)):
    show(f"grad|{nm}", lambda f=f, arg=arg: g(f)(CIX, Tensor([1., 2, -3]), arg))
    show(f"gradjit|{nm}", lambda f=f, arg=arg: g(jit(f))(CIX, Tensor([1., 2, -3]), arg))

# construction checks
show("err|csr_bad_shape", lambda: sp(CSRTensor(GIP, GIX, GV, (3,))))
show("err|csr_bad_indptr_len", lambda: sp(CSRTensor(Tensor([0, 1, 6], mstype.int32), GIX, GV, (3, 4))))
show("err|csr_float_idx", lambda: sp(CSRTensor(GIP, Tensor(np.arange(6.0), mstype.float32), GV, (3, 4))))
show("err|csr_len_mismatch", lambda: sp(CSRTensor(GIP, GIX[:5], GV, (3, 4))))
show("err|csr_mixed_idx", lambda: sp(CSRTensor(GIP, Tensor([3, 0, 1, 2, 1, 3], mstype.int64), GV, (3, 4))))
show("err|coo_bad_rank", lambda: sp(COOTensor(Tensor([0, 1], mstype.int32), Tensor([1., 2]), (3, 4))))
show("err|coo_float_idx", lambda: sp(COOTensor(Tensor([[0., 1]]), Tensor([1.]), (3, 4))))
show("err|coo_len_mismatch", lambda: sp(COOTensor(Tensor([[0, 1], [1, 1]], mstype.int32), Tensor([1.]), (3, 4))))
show("err|coo_shape_neg", lambda: sp(COOTensor(Tensor([[0, 1]], mstype.int32), Tensor([1.]), (3, -4))))
show("err|csr_mul_bad", lambda: sp(CSRTensor(GIP, GIX, GV, (3, 4)) * Tensor(np.ones((2, 4), np.float32))))
show("err|csr_mv_bad", lambda: sp(F.csr_mv(CSRTensor(GIP, GIX, GV, (3, 4)), Tensor(np.ones((3, 1), np.float32)))))
show("err|csr_add_dense", lambda: sp(CSRTensor(GIP, GIX, GV, (3, 4)) + Tensor(np.ones((3, 4), np.float32))))
show("err|coo_mul_coo", lambda: sp(COOTensor(Tensor([[0, 1]], mstype.int32), Tensor([1.]), (3, 4)) *
                                   COOTensor(Tensor([[0, 1]], mstype.int32), Tensor([1.]), (3, 4))))


def to_csr(x):
    return x.to_csr()


def to_coo(x):
    return x.to_coo()


D2 = Tensor(np.array([[0, 1.5, 0], [0, 0, 0], [-2, 0, 3]], np.float32))
both("to_csr", to_csr, D2)
both("to_coo", to_coo, D2)
both("to_coo_i", to_coo, Tensor(np.array([[0, 1, 0], [0, 0, 7]], np.int32)))
both("to_csr_i64", to_csr, Tensor(np.array([[0, 1, 0], [0, 0, 7]], np.int64)))
both("to_coo_f16", to_coo, Tensor(np.array([[0, 1, 0], [0, 0, 7]], np.float16)))
both("to_csr_3d", to_csr, Tensor(np.zeros((2, 2, 2), np.float32)))


def row_make(i, v):
    return RowTensor(i, v, (4, 2))


both("row_make", row_make, Tensor([0, 2], mstype.int32), Tensor([[1., 2], [3, 4]]))
show("py|row_attr", lambda: sp(RowTensor(Tensor([0, 2], mstype.int64), Tensor(np.ones((2, 2), np.float16)), (4, 2))))
