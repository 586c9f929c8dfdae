#!/bin/bash
cd /tmp/mst2
F=""
for f in apply_adadelta_op atan2_op atanh_op avgpool_op avgpool_grad_op cdist_grad_op cdist_op celu_op conv_op conv2d_backprop_filter_op conv2d_backprop_input_op crop_and_resize_op elu_op ger_op l2loss_op l2normalize_op layer_norm_grad_op maxpool_grad_op maxpool_op mish_op pad_op pdist_op pow_op range_op reduce_std_op relu6_grad_op renorm_op sigmoid_cross_entropy_with_logits_op sigmoid_cross_entropy_with_logits_grad_op slice_op split_op stridedslice_op xdivy_op scatter_nd_arithmetic_op; do F="$F tests/st/ops/cpu/test_$f.py"; done
mkdir -p /tmp/rr51o/numba
PYTHONPATH=/tmp/mst2:${MSGRAPH:-/work/wt-rr51o}:${MSGRAPH:-/work/wt-rr51o}/tests/conformance/tools/rr46stb_sweep MSGRAPH_NUMBA=1 MSGRAPH_SYNC_COMPILE=1 MSGRAPH_TIER_US=0 timeout 3000 python -m pytest -p no:cacheprovider -p no:randomly -p np1shim -p msgraph.testing.mindspore_alias $F -q --junitxml=/tmp/rr51o/numba/cpu_sample.xml > /tmp/rr51o/numba/cpu_sample.log 2>&1
echo done $(date -u +%T) >> /tmp/rr51o/numba/cpu_sample.log
