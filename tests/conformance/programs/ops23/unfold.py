"""nn.Unfold (h-ops23, session 23): the Cell over ExtractImagePatches (ksizes/strides/rates given as
[1, row, col, 1], handed to the primitive as [1, 1, row, col]).  Its argument checks are recorded; a call is
MindSpore 2.10's CPU kernel-select RuntimeError (no ExtractImagePatches kernel), which msgraph does not follow
(its ExtractImagePatches computes the patches: docs/differences.md), so no call is recorded here."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn
from _conf import emit_error, emit

emit_error("ksizes 3", lambda: nn.Unfold(ksizes=[1, 2, 2], strides=[1, 1, 1, 1], rates=[1, 1, 1, 1]))
emit_error("ksizes lead 2", lambda: nn.Unfold(ksizes=[2, 2, 2, 1], strides=[1, 1, 1, 1], rates=[1, 1, 1, 1]))
emit_error("strides tail 2", lambda: nn.Unfold(ksizes=[1, 2, 2, 1], strides=[1, 1, 1, 2], rates=[1, 1, 1, 1]))
emit_error("rates zero", lambda: nn.Unfold(ksizes=[1, 2, 2, 1], strides=[1, 1, 1, 1], rates=[1, 0, 1, 1]))
emit_error("ksizes float", lambda: nn.Unfold(ksizes=[1, 2.0, 2, 1], strides=[1, 1, 1, 1], rates=[1, 1, 1, 1]))
emit_error("ksizes int", lambda: nn.Unfold(ksizes=2, strides=[1, 1, 1, 1], rates=[1, 1, 1, 1]))
emit_error("bad padding", lambda: nn.Unfold(ksizes=[1, 2, 2, 1], strides=[1, 1, 1, 1], rates=[1, 1, 1, 1],
                                            padding='foo'))
emit_error("tuple args", lambda: type(nn.Unfold(ksizes=(1, 2, 2, 1), strides=(1, 1, 1, 1),
                                                rates=(1, 1, 1, 1), padding='SAME')).__name__)
