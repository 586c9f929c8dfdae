"""Sample cases for vd50g's (session 50) private op SeqSum (debt52 made TraceSum and SeqSumAll one op): the diagonal
sums of MindSpore's CPU Trace / TraceV2 kernels and L2Loss's sum of every element, in order in one dtype."""
from __future__ import annotations

from msgraph.ops.registry import OPS
from op_cases import Case, U


def _p(name, **kwargs):
    return OPS[name].prim_class(**kwargs)


def _trace_2d(r):
    return Case(_p("SeqSum", diagonal=True, offset=1, axis1=0, axis2=1, acc="float64", out="float64"), [U(r, 4, 5)])


def _trace_3d(r):
    return Case(_p("SeqSum", diagonal=True, offset=-1, axis1=2, axis2=0, acc="float64", out="float64"),
                [U(r, 3, 2, 4)])


def _seq_sum_all(r):
    return Case(_p("SeqSum", diagonal=False, acc="float64", out="float64"), [U(r, 3, 4)])


CASES_VD50G = {"SeqSum": [_trace_2d, _trace_3d, _seq_sum_all]}
