#!/bin/bash
cd /tmp/mstg
F=""
for f in adadelta_op cast_op cdist_grad_op crop_and_resize_grad_boxes_op crop_and_resize_grad_image_op ger_op l2loss_op layer_norm_grad_op maxpool_grad_op mish_grad_op pdist_grad_op pdist_op pow_op range_op reduce_sum_op reduce_mean_op relu6_grad_op renorm_op sigmoid_cross_entropy_with_logits_grad_op trace_grad_op trace_op xdivy_op xdivy_xlogy_op avgpool_op; do F="$F tests/st/ops/gpu/test_$f.py"; done
mkdir -p /tmp/rr51o/numba
PYTHONPATH=/tmp/mstg:${MSGRAPH:-/work/wt-rr51o}:${MSGRAPH:-/work/wt-rr51o}/tests/conformance/tools/rr46stb_sweep MSGRAPH_NUMBA=1 MSGRAPH_SYNC_COMPILE=1 MSGRAPH_TIER_US=0 timeout 3000 python -m pytest -p no:cacheprovider -p no:randomly -p np1shim -p msgraph.testing.mindspore_alias $F -q --junitxml=/tmp/rr51o/numba/gpu_sample.xml > /tmp/rr51o/numba/gpu_sample.log 2>&1
echo done $(date -u +%T) >> /tmp/rr51o/numba/gpu_sample.log
