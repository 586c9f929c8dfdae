"""Writes sparse_ops.py: one named function per sparse expression (ms.jit parses a function's source, so no
lambdas), each run in PyNative and under @ms.jit over index / value dtypes."""
import os

CSR = [  # label, extra arg, expression (ip, ix, v = CSR parts; d = extra)
    ("csr_to_dense", None, "mk(ip, ix, v).to_dense()"),
    ("csr_to_coo", None, "mk(ip, ix, v).to_coo()"),
    ("csr_abs", None, "mk(ip, ix, v).abs()"),
    ("csr_astype", None, "mk(ip, ix, v).astype(mstype.float64)"),
    ("csr_neg", None, "-mk(ip, ix, v)"),
    ("csr_mul_dense", "dense", "mk(ip, ix, v) * d"),
    ("csr_mul_col", "dcol", "mk(ip, ix, v) * d"),
    ("csr_mul_row", "drow", "mk(ip, ix, v) * d"),
    ("csr_div_dense", "dense", "mk(ip, ix, v) / d"),
    ("dense_mul_csr", "dense", "d * mk(ip, ix, v)"),
    ("csr_add_csr", None, "mk(ip, ix, v) + mk(ip, ix, v)"),
    ("csr_sub_csr", None, "mk(ip, ix, v) - mk(ip, ix, v)"),
    ("csr_reduce_sum1", None, "F.csr_reduce_sum(mk(ip, ix, v), 1)"),
    ("csr_reduce_sum_m1", None, "F.csr_reduce_sum(mk(ip, ix, v), -1)"),
    ("csr_mv", "vec", "F.csr_mv(mk(ip, ix, v), d)"),
    ("csr_mm", "mat", "mk(ip, ix, v).mm(d)"),
    ("csr_mv_m", "vec", "mk(ip, ix, v).mv(d)"),
    ("csr_sum1", None, "mk(ip, ix, v).sum(1)"),
    ("csr_to_tuple", None, "mk(ip, ix, v).to_tuple()"),
    ("csr_values_add", None, "mk(ip, ix, v).values + 1"),
    ("csr_shape_attr", None, "mk(ip, ix, v).shape"),
]
COO = [
    ("coo_to_dense", None, "mkc(ix, v).to_dense()"),
    ("coo_to_csr", None, "mkc(ix[:3], v[:3]).to_csr()"),
    ("coo_coalesce", None, "mkc(ix, v).coalesce()"),
    ("coo_abs", None, "mkc(ix, v).abs()"),
    ("coo_neg", None, "-mkc(ix, v)"),
    ("coo_add_dense", "dense", "mkc(ix, v) + d"),
    ("dense_sub_coo", "dense", "d - mkc(ix, v)"),
    ("coo_mul_dense", "dense", "mkc(ix, v) * d"),
    ("coo_div_dense", "dense", "mkc(ix, v) / d"),
    ("coo_add_coo", None, "mkc(ix[:3], v[:3]) + mkc(ix[1:], v[1:])"),
    ("coo_astype", None, "mkc(ix, v).astype(mstype.int32)"),
]
UNARY = ("abs", "sin", "cos", "tan", "exp", "expm1", "log", "log1p", "sqrt", "square", "relu", "relu6", "sigmoid",
         "softsign", "tanh", "sinh", "cosh", "asin", "acos", "atan", "asinh", "acosh", "atanh", "ceil", "floor",
         "round", "neg", "inv", "isinf", "isnan", "isfinite")

out = [open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "_sparse_head.py")).read()]
for lab, extra, expr in CSR:
    args = "ip, ix, v" + (", d" if extra else "")
    out.append(f"def {lab}({args}):\n    return {expr}\n")
for lab, extra, expr in COO:
    args = "ix, v" + (", d" if extra else "")
    out.append(f"def {lab}({args}):\n    return {expr}\n")
for u in UNARY:
    out.append(f"def csr_u_{u}(v):\n    return ops.csr_{u}(CSRTensor(UIP, UIX, v, (3, 4)))\n")
    out.append(f"def coo_u_{u}(v):\n    return ops.coo_{u}(COOTensor(UCIX, v, (3, 4)))\n")
out.append("\nfor t, idt, vdt in CASES:\n    A = args(idt, vdt)\n")
for lab, extra, expr in CSR:
    ex = f", A['{extra}']" if extra else ""
    out.append(f"    both(f'{lab}|{{t}}', {lab}, A['ip'], A['ix'], A['v']{ex})\n")
for lab, extra, expr in COO:
    ex = f", A['{extra}']" if extra else ""
    out.append(f"    both(f'{lab}|{{t}}', {lab}, A['cix'], A['cv']{ex})\n")
for u in UNARY:
    out.append(f"both('csr_u_{u}', csr_u_{u}, UVALS)\nboth('coo_u_{u}', coo_u_{u}, UVALS)\n")
out.append(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "_sparse_tail.py")).read())
open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "sparse_ops.py"), "w").write("".join(out))
