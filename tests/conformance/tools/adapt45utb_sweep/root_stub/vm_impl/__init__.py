"""stub: MindSpore test tree lacks tests/vm_impl"""
