"""Cdist / ReplicationPad / LogSpace / Einsum argument checks (st/ops/gpu test_cdist_op, test_nn_replicationpad,
test_logspace_op, test_einsum_op; adapt41gpu2).  MindSpore 2.10: Cdist of two column counts is a ValueError
(msgraph broadcast the columns: silent garbage), of two batch sizes its kernel's RuntimeError (msgraph broadcast);
ReplicationPad1d/2d/3d of a bool input a TypeError, of an input without a batch dim or with an empty result a
ValueError; LogSpace with a negative base (msgraph computed (-2) ** k) or steps, or 1-element start / end, a
ValueError; Einsum of int operands a TypeError (its type inference, before the kernel MindSpore's CPU build
lacks).  Values of the accepted forms are recorded too."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit_error


class Fn(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *a):
        return self.fn(*a)


A = Tensor((np.arange(12).reshape(2, 3, 2) / 4.0).astype(np.float32))
B = Tensor(((np.arange(16).reshape(2, 4, 2) % 5) / 3.0).astype(np.float32))
emit_error("Cdist_p2", lambda: Fn(P.Cdist(2.0))(A, B))
emit_error("Cdist_columns_differ", lambda: Fn(P.Cdist(2.0))(A, B[..., :1]))
emit_error("cdist_columns_differ_2d", lambda: ops.cdist(A[0], B[0][:, :1]))
emit_error("Cdist_batch_differ", lambda: Fn(P.Cdist(2.0))(A[:1], B))
emit_error("Cdist_rank_differ", lambda: Fn(P.Cdist(2.0))(A[0], B))
x3 = Tensor(np.arange(6).reshape(1, 2, 3).astype(np.float32))
emit_error("ReplicationPad1d_f32", lambda: Fn(nn.ReplicationPad1d((1, 2)))(x3))
emit_error("ReplicationPad1d_int32", lambda: Fn(nn.ReplicationPad1d(2))(Tensor(np.arange(6).reshape(1, 2, 3).astype(np.int32))))
emit_error("ReplicationPad1d_bool", lambda: Fn(nn.ReplicationPad1d((1, 2)))(Tensor(np.arange(6).reshape(1, 2, 3) % 2 == 0)))
emit_error("ReplicationPad2d_bool", lambda: Fn(nn.ReplicationPad2d(1))(Tensor(np.ones((1, 1, 2, 3), np.bool_))))
emit_error("ReplicationPad3d_bool", lambda: Fn(nn.ReplicationPad3d(1))(Tensor(np.ones((1, 1, 2, 2, 2), np.bool_))))
emit_error("ReplicationPad1d_rank1", lambda: Fn(nn.ReplicationPad1d((1, 1)))(Tensor(np.arange(3).astype(np.float32))))
emit_error("ReplicationPad1d_2d_ok", lambda: Fn(nn.ReplicationPad1d((1, 1)))(Tensor(np.arange(6).reshape(2, 3).astype(np.float32))))
emit_error("ReplicationPad1d_empty", lambda: Fn(nn.ReplicationPad1d((1, 1)))(Tensor(np.ones((1, 0, 3), np.float32))))
s0, e0 = Tensor(0, ms.float32), Tensor(3, ms.float32)
emit_error("logspace_base2", lambda: ops.logspace(s0, e0, 4, 2))
emit_error("logspace_negative_base", lambda: ops.logspace(s0, e0, 4, -2))
emit_error("LogSpace_negative_base", lambda: Fn(P.LogSpace(4, -2))(s0, e0))
emit_error("LogSpace_negative_steps", lambda: P.LogSpace(-1, 2))
emit_error("LogSpace_1elem_start", lambda: Fn(P.LogSpace(5, 2))(Tensor([0], ms.float32), Tensor([4], ms.float32)))
emit_error("Einsum_int32", lambda: P.Einsum("ij->ji")((Tensor(np.arange(6).reshape(2, 3).astype(np.int32)),)))
emit_error("einsum_int64", lambda: ops.einsum("ij,jk->ik", Tensor(np.ones((2, 3), np.int64)), Tensor(np.ones((3, 2), np.int64))))
