"""mint.nn.LayerNorm's Parameters (st/nn/test_mint_layer_norm.py variants, adapt41nn).  Silent: MindSpore 2.10's
LayerNormExt holds no Parameters when elementwise_affine=False (weight and bias are None) and no bias with
bias=False; msgraph held both always (requires_grad=False without affine), so parameters_dict / trainable_params /
state dicts listed two extra entries.  normalized_shape must be an int, tuple or list (TypeError) and not empty
(ValueError); msgraph took a float and an empty shape.  (The forward has no CPU kernel in MindSpore 2.10.)"""
from mindspore import mint
from _conf import emit, emit_error

for kw in [{}, {"bias": False}, {"elementwise_affine": False}, {"elementwise_affine": False, "bias": False}]:
    label = "_".join(f"{k}{v}" for k, v in kw.items()) or "default"
    c = mint.nn.LayerNorm((2, 3), **kw)
    emit(f"params_{label}", [[p.name, list(p.shape), p.requires_grad] for p in c.get_parameters()])
    emit(f"trainable_{label}", len(c.trainable_params()))
    emit(f"weight_none_{label}", c.weight is None)
    emit(f"bias_none_{label}", c.bias is None)
for name, arg in [("float", 3.0), ("empty_tuple", ()), ("empty_list", []), ("str", "a"), ("none", None)]:
    emit_error(f"normalized_shape_{name}", lambda: len(mint.nn.LayerNorm(arg).get_parameters()))
